/**
 * A render node on its own: `node render-sim/dist/node/main.js` (or `npm run render-node -w
 * render-sim`). Prints `render node listening on http://HOST:PORT` and, started with an IPC
 * channel, sends `{ type: 'listening', url, pid }` to its parent. It exits, closing Chromium, on
 * SIGTERM or SIGINT and when its IPC channel closes, i.e. when the parent has died.
 */
import { RendererHost } from '../host/rendererHost.js';
import { StreamHost } from '../stream/streamHost.js';
import { NodeEnvironmentError, readNodeEnvironment } from './nodeEnvironment.js';
import { RenderNode } from './nodeServer.js';

/** What the node sends its parent once it takes jobs. */
export interface ListeningMessage {
  type: 'listening';
  url: string;
  pid: number;
}

/** How long a shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5000;

async function main(): Promise<void> {
  let environment: ReturnType<typeof readNodeEnvironment>;
  try {
    environment = readNodeEnvironment(process.env);
  } catch (error) {
    if (!(error instanceof NodeEnvironmentError)) throw error;
    console.error(`render node: ${error.message}`);
    process.exit(2);
  }
  const renderer = new RendererHost({
    executablePath: environment.chromiumPath,
    maxConcurrent: environment.capacity,
    idleCloseMs: environment.idleCloseSeconds * 1000,
  });
  // Kept warm, the live sessions' browser never closes for want of sessions (idle close 0).
  const streamHost =
    environment.streamCapacity > 0
      ? new StreamHost(environment.chromiumPath, environment.streamWarm ? { idleCloseMs: 0 } : {})
      : null;
  const node = new RenderNode({
    renderer,
    capacity: environment.capacity,
    ffmpegPath: environment.ffmpegPath,
    streams: streamHost ? { host: streamHost, capacity: environment.streamCapacity } : null,
  });

  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`render node stopping (${why})`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    node.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `render node: closing failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // The parent's end of the channel closes when it exits, however it died.
  process.on('disconnect', () => stop('parent gone'));

  const url = await node.listen(environment.port, environment.host);
  console.log(`render node listening on ${url}`);
  if (process.send) {
    const message: ListeningMessage = { type: 'listening', url, pid: process.pid };
    process.send(message);
  }
  // Start Chromium and the scene now rather than on the first job; a failure shows on that job.
  renderer.warmUp().catch((error: unknown) => {
    console.error(`render node: warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  // The live sessions' browser starts now, ready for the first visitor; with
  // RENDER_NODE_STREAMS_WARM=0 it starts with the first session (or POST /streams/warm).
  if (environment.streamWarm)
    streamHost?.warmUp().catch((error: unknown) => {
      console.error(
        `render node: stream warm-up failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
}

process.on('unhandledRejection', (reason) => {
  console.error(
    `render node: unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`,
  );
});

await main();
