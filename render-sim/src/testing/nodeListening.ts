import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { ListeningMessage } from '../node/main.js';

/**
 * Waits for a render node started with an IPC channel to say where it listens, gathering what it
 * prints; a node that exits first fails with that output.
 */
export async function nodeListening(
  child: ChildProcess,
): Promise<{ message: ListeningMessage; output: () => string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`the render node exited before it listened:\n${output}`);
    }),
  ])) as [ListeningMessage];
  return { message, output: () => output };
}
