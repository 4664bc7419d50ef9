/**
 * Fuzz (issue 21, item 4): requests generated from the served OpenAPI document for every operation,
 * valid and with one thing wrong, and random and malformed messages of the 3D stream protocol.
 * Figures: requests and messages sent, 5xx (0), unclear 4xx (0), stream answers that are not the
 * protocol's error or reply (0).
 */
import { type Figure, none, reported, type Section } from '../figures.js';
import { startFuzzTarget } from '../fuzz/fuzzTarget.js';
import type { OpenApiDocument } from '../fuzz/requests.js';
import { describeVerdict, fuzzRest } from '../fuzz/restFuzz.js';
import { fuzzStream } from '../fuzz/streamFuzz.js';

const SECTION = 'fuzz';
const OPENAPI = '/api/posconfigurator/openapi.json';

export const fuzzSection: Section = {
  name: SECTION,
  async run(context) {
    const target = await startFuzzTarget(context.quick ? '' : context.postgresUrl);
    const figures: Figure[] = [];
    try {
      const document = (await (await fetch(`${target.base}${OPENAPI}`)).json()) as OpenApiDocument;
      const rest = await fuzzRest({
        base: target.base,
        document,
        total: context.quick ? 400 : 5200,
        known: target.known,
        headers: target.headers,
        seed: Number(process.env.HARNESS_FUZZ_SEED ?? 21),
      });
      context.log(`REST answers by status: ${JSON.stringify(rest.byStatus)}`);
      for (const v of rest.serverErrors.slice(0, 5)) context.log(`5xx: ${describeVerdict(v)}`);
      for (const status of new Set(rest.unclear.map((v) => v.status))) {
        const verdicts = rest.unclear.filter((v) => v.status === status);
        context.log(`unclear ${status}: ${verdicts.length}`);
        for (const v of verdicts.slice(0, 3)) context.log(`unclear 4xx: ${describeVerdict(v)}`);
      }
      figures.push(
        reported(SECTION, `REST requests sent (${rest.operations} operations)`, rest.sent),
        none(SECTION, 'REST answers 5xx', rest.serverErrors.length),
        none(SECTION, 'REST 4xx without a Message naming the field', rest.unclear.length),
      );

      const stream = await fuzzStream(target, { messages: context.quick ? 100 : 1200, seed: 21 });
      for (const line of stream.examples.slice(0, 5)) context.log(`stream: ${line}`);
      figures.push(
        reported(SECTION, 'stream messages sent', stream.sent),
        none(SECTION, 'stream: server errors or dropped sockets', stream.serverErrors),
        none(SECTION, 'stream: refusals without a Message', stream.unclear),
      );
    } finally {
      await target.close();
    }
    return figures;
  },
};
