/**
 * faults-io: a render node killed under work, the SMTP server down for a while, the render cache
 * on a full disk. Each probe starts its own built server on a fresh database of the harness's
 * PostgreSQL server and ends everything it started, also when it fails.
 */
import { diskFull } from '../faultsIo/diskFull.js';
import { renderNodeKill } from '../faultsIo/renderNodeKill.js';
import { smtpOutage } from '../faultsIo/smtpOutage.js';
import { type Figure, holds, type Section } from '../figures.js';

const probes = { 'render node killed': renderNodeKill, 'SMTP down': smtpOutage, 'disk full': diskFull };

export const faultsIoSection: Section = {
  name: 'faults-io',
  async run(context) {
    const figures: Figure[] = [];
    for (const [name, probe] of Object.entries(probes)) {
      const started = performance.now();
      try {
        figures.push(...(await probe(context)));
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        context.log(`${name}: ${message}`);
        figures.push(holds('faults', `${name}: probe ran to the end`, false, message.split('\n')[0] ?? ''));
      }
      context.log(`${name}: ${Math.round((performance.now() - started) / 1000)} s`);
    }
    return figures;
  },
};
