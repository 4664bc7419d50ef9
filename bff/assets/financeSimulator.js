/**
 * The configurator's finance simulator, served by the bff at the catalog's FinanceServiceUrl and loaded
 * by the client with a plain <script>. It registers `window.ConfiguratorFinance`:
 *
 *   init(options)              renders the simulator into the element `options.containerId`
 *   monthlyPayment(containerId) the monthly payment shown there, unrounded, or null before init
 *   annuity(principal, annualRatePercent, termMonths)
 *   configure(terms)           the offer's nominal rate and default term; the server appends this call
 *   offer()                    the terms in force
 *
 * Monthly payment (annuity): principal P = max(0, assetPrice - deposit), monthly rate r = rate / 12 / 100,
 * term n months; payment = P * r / (1 - (1 + r)^-n), or P / n without interest.
 *
 * It builds its markup with DOM calls and styles it through classes only, so the page's Content
 * Security Policy (no inline scripts or styles) holds.
 */
((global) => {
  const TERMS_MONTHS = [12, 24, 36, 48, 60];
  const STORAGE_KEY = 'configurator_finance';
  const LABELS = {
    en: {
      title: 'Finance simulator',
      deposit: 'Deposit',
      term: 'Term',
      months: 'months',
      rate: 'Nominal interest rate p.a.',
      monthly: 'Monthly payment',
      financed: 'Amount financed',
    },
    de: {
      title: 'Finanzierungsrechner',
      deposit: 'Anzahlung',
      term: 'Laufzeit',
      months: 'Monate',
      rate: 'Sollzins p.a.',
      monthly: 'Monatliche Rate',
      financed: 'Finanzierter Betrag',
    },
    fr: {
      title: 'Simulateur de financement',
      deposit: 'Apport',
      term: 'Durée',
      months: 'mois',
      rate: 'Taux nominal annuel',
      monthly: 'Mensualité',
      financed: 'Montant financé',
    },
    es: {
      title: 'Simulador de financiación',
      deposit: 'Entrada',
      term: 'Plazo',
      months: 'meses',
      rate: 'Tipo de interés nominal anual',
      monthly: 'Cuota mensual',
      financed: 'Importe financiado',
    },
    it: {
      title: 'Simulatore di finanziamento',
      deposit: 'Anticipo',
      term: 'Durata',
      months: 'mesi',
      rate: 'Tasso nominale annuo',
      monthly: 'Rata mensile',
      financed: 'Importo finanziato',
    },
  };

  const terms = { annualRatePercent: 4.9, termMonths: 48 };
  /** Per container: the inputs of the simulator shown there and its current payment. */
  const simulators = new Map();

  function annuity(principal, annualRatePercent, termMonths) {
    if (!(principal > 0) || !(termMonths > 0)) return 0;
    const r = annualRatePercent / 12 / 100;
    if (r === 0) return principal / termMonths;
    return (principal * r) / (1 - (1 + r) ** -termMonths);
  }

  function configure(next) {
    if (Number.isFinite(next.annualRatePercent) && next.annualRatePercent >= 0) {
      terms.annualRatePercent = next.annualRatePercent;
    }
    if (Number.isInteger(next.termMonths) && next.termMonths > 0) terms.termMonths = next.termMonths;
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function money(value, language, country) {
    try {
      return new Intl.NumberFormat(`${language}-${country}`, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    } catch {
      return value.toFixed(2);
    }
  }

  // With the marketing consent (cookie flag 1) the visitor's last deposit and term are remembered.
  function readRemembered() {
    try {
      return JSON.parse(global.localStorage.getItem(STORAGE_KEY) ?? 'null');
    } catch {
      return null;
    }
  }

  function remember(state) {
    try {
      global.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ deposit: state.deposit, termMonths: state.termMonths }),
      );
    } catch {
      // Storage full or blocked: the simulator works without remembering.
    }
  }

  function init(options) {
    const container = document.getElementById(options.containerId);
    if (!container) throw new Error(`finance simulator: no element #${options.containerId}`);
    const language = LABELS[options.language] ? options.language : 'en';
    const labels = LABELS[language];
    const remembered = options.cookie === 1 ? readRemembered() : null;
    const state = {
      price: Math.max(0, Number(options.assetPrice) || 0),
      deposit: Math.max(0, Number(remembered?.deposit ?? options.deposit) || 0),
      termMonths: TERMS_MONTHS.includes(remembered?.termMonths) ? remembered.termMonths : terms.termMonths,
      payment: 0,
    };

    const form = element('form', 'finance-simulator');
    form.setAttribute('aria-label', labels.title);
    form.addEventListener('submit', (event) => event.preventDefault());
    form.append(element('h3', 'finance-simulator-title', labels.title));
    if (options.assetImage) {
      const image = element('img', 'finance-simulator-image');
      image.src = options.assetImage;
      image.alt = options.model || '';
      form.append(image);
    }
    if (options.model) form.append(element('p', 'finance-simulator-model', options.model));

    const depositLabel = element('label', 'finance-simulator-field', labels.deposit);
    const deposit = element('input');
    deposit.type = 'number';
    deposit.min = '0';
    deposit.step = '100';
    deposit.name = 'deposit';
    deposit.value = String(state.deposit);
    depositLabel.append(deposit);

    const termLabel = element('label', 'finance-simulator-field', labels.term);
    const term = element('select');
    term.name = 'term';
    for (const months of new Set([...TERMS_MONTHS, state.termMonths])) {
      const option = element('option', '', `${months} ${labels.months}`);
      option.value = String(months);
      option.selected = months === state.termMonths;
      term.append(option);
    }
    termLabel.append(term);

    const rate = element(
      'p',
      'finance-simulator-rate',
      `${labels.rate}: ${money(terms.annualRatePercent, language, options.country)} %`,
    );
    const financed = element('p', 'finance-simulator-financed');
    const payment = element('output', 'finance-simulator-payment');
    payment.setAttribute('aria-live', 'polite');
    form.append(depositLabel, termLabel, rate, financed, payment);

    function update() {
      const principal = Math.max(0, state.price - state.deposit);
      state.payment = annuity(principal, terms.annualRatePercent, state.termMonths);
      financed.textContent = `${labels.financed}: ${money(principal, language, options.country)}`;
      payment.textContent = `${labels.monthly}: ${money(state.payment, language, options.country)}`;
      if (options.cookie === 1) remember(state);
    }
    deposit.addEventListener('input', () => {
      state.deposit = Math.max(0, Number(deposit.value) || 0);
      update();
    });
    term.addEventListener('change', () => {
      state.termMonths = Number(term.value);
      update();
    });

    container.replaceChildren(form);
    container.dataset.assetId = String(options.assetId ?? '');
    simulators.set(options.containerId, state);
    update();
  }

  function monthlyPayment(containerId) {
    const state = simulators.get(containerId);
    return state ? state.payment : null;
  }

  /** The offer in force: what `configure` set, else the defaults above. */
  function offer() {
    return { ...terms };
  }

  global.ConfiguratorFinance = { init, monthlyPayment, annuity, configure, offer };
})(typeof window === 'undefined' ? globalThis : window);
