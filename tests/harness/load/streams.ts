import { STREAM_PATH } from '@configurator/bff/stream/streamRoutes';
import { StreamVisitor, state } from '@configurator/bff/testing/streamVisitor';
import { API } from './visitor.js';

/**
 * 3D streams kept busy beside the load, without a browser: JPEG frames over the socket, a drag
 * every two seconds so that the node keeps drawing.
 */
export interface BusyStreams {
  /** How many reached INIT_DONE. */
  started: number;
  frames(): number;
  close(): void;
}

export async function openBusyStreams(
  base: string,
  token: string,
  modelId: string,
  count: number,
  log: (message: string) => void,
): Promise<BusyStreams> {
  const address = { base: `${base.replace(/^http/, 'ws')}${STREAM_PATH}`, origin: base };
  const visitors: StreamVisitor[] = [];
  const timers: NodeJS.Timeout[] = [];
  let started = 0;
  try {
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${base}${API}/configuration/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ ModelId: modelId }),
      });
      if (!response.ok) throw new Error(`create for a stream: ${response.status} ${await response.text()}`);
      const { ConfigurationId } = (await response.json()) as { ConfigurationId: string };
      const query = `configurationId=${ConfigurationId}&c=en-GB&mobile=0&portrait=0&touch=0&video=jpeg`;
      visitors.push(await StreamVisitor.open(address, token, query));
    }
    await Promise.all(
      visitors.map(async (visitor, i) => {
        await visitor.waitFor(state('INIT_DONE'), { timeoutMs: 120_000 });
        started++;
        let dx = 120;
        timers.push(
          setInterval(() => {
            dx = -dx;
            visitor.send({ type: 'input', kind: 'rotate', dx, dy: 0 });
            visitor.send({ type: 'active' });
          }, 2000),
        );
        log(`stream ${i + 1} started`);
      }),
    );
  } catch (error) {
    log(`a stream did not start: ${String(error).slice(0, 300)}`);
  }
  return {
    started,
    frames: () => visitors.reduce((sum, v) => sum + v.frames, 0),
    close() {
      for (const timer of timers) clearInterval(timer);
      for (const visitor of visitors) visitor.close();
    },
  };
}
