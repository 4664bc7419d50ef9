import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererHost } from '../host/rendererHost.js';
import { RenderNode } from '../node/nodeServer.js';
import type { StreamStartSpec } from '../protocol.js';
import { frameChange, StreamClient } from '../testing/streamClient.js';
import { TEST_XBOW_COLOR_TOOLS, testStreamSpec, testXbowStreamSpec } from '../testing/streamSpecs.js';
import { StreamHost } from './streamHost.js';

const spec = (changes: Partial<StreamStartSpec> = {}): StreamStartSpec => {
  const base = testStreamSpec();
  return testStreamSpec({
    baseLoadDelayMs: 200,
    video: { ...base.video, mode: 'jpeg', width: 320, height: 180 },
    ...changes,
  });
};

const xbowSpec = (): StreamStartSpec => {
  const base = spec();
  return testXbowStreamSpec(base, {
    variationCode: 'XB01',
    variations: [{ code: 'XB01', colorCode: 'FF6600' }],
    powerParts: [],
    tools: {
      ...base.tools,
      variationCodes: ['XB01'],
      powerParts: [],
      tiltShift: false,
      sound: false,
      colors: TEST_XBOW_COLOR_TOOLS,
    },
  });
};

const errorOf = (reply: string) =>
  JSON.parse(reply) as { type: string; command: string | null; Message: string };

describe('commands of a live session', () => {
  let host: StreamHost;
  let node: RenderNode;
  let streamUrl: string;

  beforeAll(async () => {
    host = new StreamHost();
    node = new RenderNode({ renderer: new RendererHost(), capacity: 1, streams: { host, capacity: 2 } });
    streamUrl = `${(await node.listen(0, '127.0.0.1')).replace('http', 'ws')}/stream`;
  });
  afterAll(async () => {
    await node?.close();
    await host?.close();
  });

  const started = async (startSpec: StreamStartSpec) => {
    const client = await StreamClient.start(streamUrl, startSpec);
    await client.waitFor((c) => c.states().includes('INIT_DONE'), 30_000);
    return client;
  };

  it('answers every command of a motorcycle, refuses bad values and carries on', async () => {
    const client = await started(spec());
    try {
      const replies: [string, string | RegExp][] = [
        ['confopt SEATS pp_seat_12', 'confopt done'],
        ['confopt SEATS default', 'confopt done'],
        ['confcam EXHAUST', 'confcam done'],
        ['confcam default', 'confcam done'],
        ['herolvl F9903V5', 'herolvl done'],
        ['envilvl city', 'envilvl done'],
        ['lightng 12 20', 'lightng done'],
        ['daytime 18', 'daytime done'],
        ['perspct rear', 'perspct done'],
        ['animatn steer', 'animatn done'],
        ['cinemat intro', 'cinemat done'],
        ['tiltsft on', 'tiltsft done'],
        ['tiltsft off', 'tiltsft done'],
        ['soundfx off', 'soundfx done'],
        ['portrmd on', 'portrmd done'],
        ['touchmd on', 'touchmd done'],
        ['introin', 'introin done'],
        ['introgo', 'introgo done'],
        ['uereset', 'uereset succ'],
        ['ueversn', /^ueversn [0-9a-f]{16}$/],
      ];
      for (const [command, reply] of replies) expect(await client.command(command), command).toMatch(reply);

      const refused: [string, string | null, string][] = [
        ['lightng 12 999', 'lightng', '999'],
        ['envilvl moon', 'envilvl', 'moon'],
        ['fly', 'fly', 'fly'],
        ['confcol body 785DB2 Matte', 'confcol', 'colour selection'],
        ['confopt SEATS pp_exhaust_11', 'confopt', 'pp_exhaust_11'],
      ];
      for (const [command, name, named] of refused) {
        const error = errorOf(await client.command(command));
        expect(error, command).toMatchObject({ type: 'error', command: name });
        expect(error.Message, command).toContain(named);
        expect(await client.command('ueversn'), `after ${command}`).toMatch(/^ueversn /);
      }
    } finally {
      await client.close();
    }
  });

  it('answers the colour commands of an X-Bow', async () => {
    const client = await started(xbowSpec());
    try {
      const orange = await client.settledFrame();
      expect(await client.command('confopt body 785DB2')).toBe('confopt done');
      await client.waitFor((c) => c.frames().at(-1) !== orange);
      expect(await frameChange(orange, await client.settledFrame())).toBeGreaterThan(0.02);
      expect(await client.command('confopt body default')).toBe('confopt done');
      expect(await client.command('confcol body 785DB2 Matte')).toBe('confcol done');
      expect(await client.command('confcol rims 222222 Glossy 20')).toBe('confcol done');
      const error = errorOf(await client.command('confcol body 785DB2 Satin'));
      expect(error).toMatchObject({ type: 'error', command: 'confcol' });
      expect(error.Message).toContain('Satin');
      expect(await client.command('uereset')).toBe('uereset succ');
    } finally {
      await client.close();
    }
  });

  it('shows a new part and a turned camera in the frames that follow', async () => {
    const client = await started(spec());
    try {
      // The settled frame after a change against the settled frame before it.
      const change = async (make: () => unknown) => {
        const before = await client.settledFrame();
        const from = client.events.length;
        await make();
        await client.waitFor((c) => c.frames(from).length > 0);
        return frameChange(before, await client.settledFrame());
      };
      // The taller seat changes a few dozen of the 80 x 45 pixels; JPEG noise none.
      expect(await change(() => client.command('confopt SEATS pp_seat_12'))).toBeGreaterThan(0.004);
      expect(
        await change(() => client.send({ type: 'input', kind: 'rotate', dx: 200, dy: 0 })),
      ).toBeGreaterThan(0.05);
    } finally {
      await client.close();
    }
  });
});
