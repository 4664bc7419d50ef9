/**
 * The vehicle's sound in the stream: an idling engine made in Web Audio (a low sawtooth, pulsed
 * like firing strokes, through a low-pass filter), sent as the stream's audio track. `soundfx`
 * turns it on and off; a vehicle without sound never gets the track.
 */
export class EngineSound {
  private readonly context: AudioContext;
  private readonly level: GainNode;
  readonly track: MediaStreamTrack;
  readonly stream: MediaStream;

  constructor(on: boolean) {
    this.context = new AudioContext();
    const engine = this.context.createOscillator();
    engine.type = 'sawtooth';
    engine.frequency.value = 46;
    const strokes = this.context.createOscillator();
    strokes.frequency.value = 11;
    const pulse = this.context.createGain();
    pulse.gain.value = 0.5;
    const depth = this.context.createGain();
    depth.gain.value = 0.4;
    strokes.connect(depth).connect(pulse.gain);
    const filter = this.context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 420;
    this.level = this.context.createGain();
    this.level.gain.value = on ? 0.35 : 0;
    const out = this.context.createMediaStreamDestination();
    engine.connect(pulse).connect(filter).connect(this.level).connect(out);
    engine.start();
    strokes.start();
    void this.context.resume().catch(() => undefined);
    this.stream = out.stream;
    const track = out.stream.getAudioTracks()[0];
    if (!track) throw new Error('no audio track');
    this.track = track;
  }

  set(on: boolean): void {
    this.level.gain.setTargetAtTime(on ? 0.35 : 0, this.context.currentTime, 0.05);
  }

  close(): void {
    void this.context.close().catch(() => undefined);
  }
}
