/**
 * The 3D stream's fuzz: handshakes with random and malformed query fields, tokens and origins
 * (answered 101, or a 4xx with a JSON Message); random and malformed messages over an open socket
 * (every refusal a `{"type":"error",...,"Message"}`, the socket never dropped by the server); and
 * the same commands through the protocol's parser with the vehicle's tools, as the server checks
 * them once the stream runs (never a throw, every refusal with a message).
 */
import { parseStreamCommand, STREAM_COMMAND_NAMES } from '@configurator/domain/stream/streamCommands';
import { streamToolsOf } from '@configurator/domain/stream/streamTools';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import type { FuzzTarget } from './fuzzTarget.js';
import { encodePart } from './requests.js';
import { NASTY_STRINGS } from './schemaValues.js';

const STREAM_PATH = '/api/posconfigurator/stream';

export interface StreamFuzzResult {
  sent: number;
  serverErrors: number;
  unclear: number;
  examples: string[];
}

const word = fc.oneof(
  fc.constantFrom(
    'on',
    'off',
    'default',
    'body',
    'rims',
    'Matte',
    'Glossy',
    '19',
    '20',
    '12',
    '22',
    'FFFFFF',
    'studio',
  ),
  fc.integer({ min: -100, max: 1000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...NASTY_STRINGS),
);

/** Plain-text commands: known names with random arguments, unknown names, odd spacing, long texts. */
export const commandText = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...STREAM_COMMAND_NAMES), fc.array(word, { maxLength: 4 }))
      .map(([n, a]) => [n, ...a].join(' ')),
    weight: 6,
  },
  { arbitrary: fc.array(word, { minLength: 1, maxLength: 4 }).map((a) => a.join(' ')), weight: 2 },
  { arbitrary: fc.constantFrom(...STREAM_COMMAND_NAMES).map((n) => ` ${n}  x `), weight: 1 },
  { arbitrary: fc.integer({ min: 190, max: 5000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** JSON messages: the protocol's types with random fields, other types, broken JSON. */
export const jsonText = fc.oneof(
  fc
    .record(
      {
        type: fc.oneof(
          fc.constantFrom('input', 'signal', 'video', 'active', 'bitrate'),
          fc.string({ maxLength: 8 }),
          fc.integer(),
        ),
        kind: fc.constantFrom('rotate', 'zoom', 'focus', 'fly', 1),
        dx: fc.oneof(fc.double(), fc.string({ maxLength: 4 }), fc.constant(null)),
        delta: fc.oneof(fc.double(), fc.constant(null)),
        kbps: fc.oneof(fc.double(), fc.constant(-5), fc.string({ maxLength: 4 }), fc.constant(null)),
        mode: fc.constantFrom('jpeg', 'webrtc', 'x'),
        description: fc.jsonValue({ maxDepth: 2 }),
        candidate: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    )
    .map((m) => JSON.stringify(m)),
  fc.constantFrom('{', '{"type":', '{"type":"input"', '{}', '{"type":null}', '{"__proto__":{"type":"stop"}}'),
  fc.jsonValue({ maxDepth: 3 }).map((v) => `{"type":"input","kind":"rotate","x":${JSON.stringify(v)}}`),
);

/** Handshake queries: valid fields, each field possibly wrong, missing or huge. */
function handshakeQuery(configurationId: string) {
  const field = (valid: string[], name: string) =>
    fc
      .oneof(
        { arbitrary: fc.constantFrom(...valid), weight: 4 },
        { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 1 },
        { arbitrary: fc.constant('x'.repeat(3000)), weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      )
      .map((value) => (value === undefined ? '' : `${name}=${encodePart(value)}`));
  return fc
    .tuple(
      field([configurationId, '00000000-0000-4000-8000-000000000000'], 'configurationId'),
      field(['de-AT', 'en-GB'], 'c'),
      field(['0', '1'], 'mobile'),
      field(['0', '1'], 'portrait'),
      field(['0', '1'], 'touch'),
      field(['jpeg', 'webrtc'], 'video'),
    )
    .map((parts) => parts.filter(Boolean).join('&'));
}

interface Handshake {
  status: number;
  message: string;
  socket?: WebSocket;
}

function openSocket(
  base: string,
  query: string,
  protocols: readonly string[],
  origin: string,
): Promise<Handshake> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${STREAM_PATH}?${query}`, [...protocols], {
      headers: { Origin: origin },
      handshakeTimeout: 15_000,
    });
    socket.once('open', () => resolve({ status: 101, message: '', socket }));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        let message = '';
        try {
          message = String((JSON.parse(body) as { Message?: unknown }).Message ?? '');
        } catch {
          // no JSON body
        }
        resolve({ status: response.statusCode ?? 0, message });
      });
    });
    socket.once('error', (error) => resolve({ status: 599, message: `no answer: ${error.message}` }));
  });
}

export async function fuzzStream(
  target: FuzzTarget,
  options: { messages: number; seed: number },
): Promise<StreamFuzzResult> {
  const result: StreamFuzzResult = { sent: 0, serverErrors: 0, unclear: 0, examples: [] };
  const note = (line: string) => result.examples.length < 20 && result.examples.push(line);
  const origin = target.base;
  const protocolsOf = fc.oneof(
    { arbitrary: fc.constant(['configurator-stream', `bearer.${target.token}`]), weight: 4 },
    { arbitrary: fc.constant(['configurator-stream']), weight: 1 },
    { arbitrary: fc.constant(['configurator-stream', 'bearer.x.y.z']), weight: 1 },
    { arbitrary: fc.constant(['other', `bearer.${target.token}`]), weight: 1 },
  );
  const handshakes = fc.sample(
    fc.record({
      query: handshakeQuery(target.configurationId),
      protocols: protocolsOf,
      origin: fc.constantFrom(origin, origin, 'https://evil.example'),
    }),
    { numRuns: Math.max(20, Math.round(options.messages / 5)), seed: options.seed },
  );
  for (const h of handshakes) {
    const answer = await openSocket(target.base, h.query, h.protocols, h.origin);
    result.sent++;
    answer.socket?.close();
    if (answer.status >= 500) {
      result.serverErrors++;
      note(`handshake ${h.query.slice(0, 120)} answered ${answer.status} ${answer.message}`);
    } else if (answer.status !== 101 && !answer.message) {
      result.unclear++;
      note(`handshake ${h.query.slice(0, 120)} answered ${answer.status} without a Message`);
    }
  }

  // One visitor's socket, which waits in the queue: the server answers every message itself.
  const query = `configurationId=${await target.create()}&c=de-AT&mobile=0&portrait=0&touch=0&video=jpeg`;
  const open = await openSocket(
    target.base,
    query,
    ['configurator-stream', `bearer.${target.token}`],
    origin,
  );
  if (!open.socket) throw new Error(`the stream handshake was refused with ${open.status}: ${open.message}`);
  const socket = open.socket;
  let closedBy: number | null = null;
  const answers: string[] = [];
  socket.on('message', (data: Buffer, binary: boolean) => !binary && answers.push(data.toString('utf8')));
  socket.on('close', (code) => (closedBy = code));
  const texts = fc.sample(fc.oneof(commandText, jsonText), { numRuns: options.messages, seed: options.seed });
  for (const text of texts) {
    if (closedBy !== null) break;
    socket.send(text);
    result.sent++;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (closedBy !== null && closedBy !== 1000) {
    result.serverErrors++;
    note(`the server closed the socket with ${closedBy}`);
  }
  socket.close();
  for (const answer of answers) {
    let parsed: { type?: string; Message?: unknown } | null = null;
    try {
      parsed = JSON.parse(answer);
    } catch {
      continue; // a plain-text reply
    }
    if (parsed?.type === 'error' && (typeof parsed.Message !== 'string' || !parsed.Message)) {
      result.unclear++;
      note(`error without a Message: ${answer.slice(0, 200)}`);
    }
  }

  // The parser the server runs on each command once the stream runs, with this vehicle's tools.
  const overview = (await (
    await fetch(`${target.base}/api/posconfigurator/vehicles/${target.modelId}`)
  ).json()) as {
    RenderSettings: Parameters<typeof streamToolsOf>[0];
    Variations?: { VariationCode: string }[];
  };
  const tools = streamToolsOf(
    overview.RenderSettings,
    (overview.Variations ?? []).map((v) => v.VariationCode),
  );
  for (const text of fc.sample(commandText, { numRuns: options.messages, seed: options.seed + 1 })) {
    result.sent++;
    try {
      const parsed = parseStreamCommand(text, tools);
      if (!parsed.ok && !parsed.message) {
        result.unclear++;
        note(`command '${text.slice(0, 80)}' refused without a message`);
      }
    } catch (error) {
      result.serverErrors++;
      note(`command '${text.slice(0, 80)}' threw ${(error as Error).message}`);
    }
  }
  return result;
}
