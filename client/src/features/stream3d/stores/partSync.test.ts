import { MOTORCYCLE } from '@configurator/domain/stream/streamToolsFixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStreamSender } from '../../../stores/streamStore.js';
import { syncStream } from './partSync.js';

/** The renderer's side: every command is recorded and answered `<name> done`. */
function recordingRenderer(refuse: string[] = []) {
  const sent: string[] = [];
  setStreamSender(async (command) => {
    sent.push(command);
    const name = command.split(' ')[0] ?? '';
    return refuse.includes(name) ? null : `${name} done`;
  });
  return sent;
}

const [first, second] = MOTORCYCLE.powerParts;

describe('keeping the stream in step with the configuration', () => {
  afterEach(() => setStreamSender(null));

  it('sends only the difference of parts, then the camera to the first added category', async () => {
    if (!first || !second) throw new Error('the fixture has two power parts');
    const sent = recordingRenderer();
    const shown = await syncStream(
      { partIds: [first.id], variation: 'F7475X3' },
      { partIds: [first.id, second.id], variation: 'F7475X3' },
      MOTORCYCLE,
    );
    const added = second.categories.map((category) => `confopt ${category} ${second.value}`);
    expect(sent).toEqual([...added, `confcam ${second.categories[0]}`]);
    expect(shown).toEqual({ partIds: [first.id, second.id], variation: 'F7475X3' });
  });

  it('resets the categories of a removed part and moves no camera for a removal', async () => {
    if (!first) throw new Error('the fixture has a power part');
    const sent = recordingRenderer();
    await syncStream(
      { partIds: [first.id], variation: 'F7475X3' },
      { partIds: [], variation: 'F7475X3' },
      MOTORCYCLE,
    );
    expect(sent).toEqual(first.categories.map((category) => `confopt ${category} default`));
  });

  it('changes the colour with herolvl and, once it is done, puts every part on again, the camera still', async () => {
    if (!first) throw new Error('the fixture has a power part');
    const sent = recordingRenderer();
    await syncStream(
      { partIds: [first.id], variation: 'F7475X3' },
      { partIds: [first.id], variation: 'F7475X4' },
      MOTORCYCLE,
    );
    expect(sent).toEqual([
      'herolvl F7475X4',
      ...first.categories.map((category) => `confopt ${category} ${first.value}`),
    ]);
  });

  it('keeps the parts when the colour change was refused', async () => {
    if (!first) throw new Error('the fixture has a power part');
    const sent = recordingRenderer(['herolvl']);
    await syncStream(
      { partIds: [first.id], variation: 'F7475X3' },
      { partIds: [first.id], variation: 'F7475X4' },
      MOTORCYCLE,
    );
    expect(sent).toEqual(['herolvl F7475X4']);
  });

  it('does not wait longer than 2500 ms for a camera that never answers', async () => {
    if (!second) throw new Error('the fixture has two power parts');
    vi.useFakeTimers();
    setStreamSender((command) =>
      command.startsWith('confcam') ? new Promise(() => {}) : Promise.resolve('confopt done'),
    );
    const done = syncStream(
      { partIds: [], variation: null },
      { partIds: [second.id], variation: null },
      MOTORCYCLE,
    );
    await vi.advanceTimersByTimeAsync(2500);
    await expect(done).resolves.toEqual({ partIds: [second.id], variation: null });
    vi.useRealTimers();
  });
});
