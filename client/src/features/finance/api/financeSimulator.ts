/** What the simulator script served at FinanceServiceUrl registers (bff/assets/financeSimulator.js). */
interface FinanceSimulatorOptions {
  assetId: string;
  assetPrice: number;
  country: string;
  language: string;
  assetImage: string;
  model: string;
  containerId: string;
  /** 1 with the visitor's marketing consent (category C0004), else 0. */
  cookie: 0 | 1;
  deposit: number;
}

interface FinanceSimulator {
  init(options: FinanceSimulatorOptions): void;
  /** The payment the simulator currently shows, unrounded; null before init. */
  monthlyPayment(containerId: string): number | null;
}

declare global {
  interface Window {
    ConfiguratorFinance?: FinanceSimulator;
  }
}

const loading = new Map<string, Promise<FinanceSimulator>>();

/**
 * Loads the simulator script once per URL with a plain script element (the page's CSP admits it as
 * same-origin) and resolves with the simulator it registers. A page that already has it uses that.
 */
export function loadFinanceSimulator(url: string): Promise<FinanceSimulator> {
  if (window.ConfiguratorFinance) return Promise.resolve(window.ConfiguratorFinance);
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<FinanceSimulator>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.financeSimulator = '';
    script.addEventListener('load', () => {
      if (window.ConfiguratorFinance) resolve(window.ConfiguratorFinance);
      else reject(new Error(`${url} registered no finance simulator`));
    });
    script.addEventListener('error', () => reject(new Error(`${url} could not be loaded`)));
    document.head.append(script);
  });
  // A failed load may succeed on a later visit of the section.
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}
