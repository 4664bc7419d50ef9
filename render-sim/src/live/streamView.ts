import { Stage } from '../scene/stage.js';
import { perspectiveCamera, type ScenePart, type StillSpec } from '../scene/stillSpec.js';
import {
  alongMove,
  type CameraMove,
  cinematicMove,
  daylight,
  focused,
  introMove,
  type LivePose,
  MAX_DISTANCE,
  MIN_DISTANCE,
  PERSPECTIVES,
  poseOf,
  rotated,
  zoomed,
} from '../scene/streamCamera.js';

/** What a live view shows: a still's vehicle, colours and parts; the camera is the view's own. */
export type LiveScene = Pick<
  StillSpec,
  'modelId' | 'brand' | 'family' | 'engineType' | 'colorCode' | 'parts' | 'xbowColors' | 'perspective'
>;

export type LiveInput =
  | { kind: 'rotate'; dx: number; dy: number }
  | { kind: 'zoom'; delta: number }
  | { kind: 'focus'; x: number; y: number };

/** Frames a second the live view holds while the picture moves, drawing smaller if it must. */
const MIN_FPS = 24;
/** How much further back the camera stands in portrait mode. */
const PORTRAIT_DISTANCE = 2.1;
/** The smallest share of the full size it draws at. */
const MIN_SCALE = 0.4;
/** After this long without change a picture drawn smaller is drawn again at the full size. */
const SETTLE_MS = 250;

interface Motion {
  started: number;
  ms: number;
  /** The vehicle's turn (degrees) and lift (scene units) at a share 0..1 of the motion. */
  at: (t: number) => { turn: number; lift: number };
  done: () => void;
}

interface Move {
  start: LivePose;
  move: CameraMove;
  started: number;
  done: () => void;
}

interface Fade {
  from: number;
  to: number;
  started: number;
  ms: number;
}

/** The vehicle's own moves for the tools' views (animations). */
function vehicleMotion(id: string): Pick<Motion, 'ms' | 'at'> {
  switch (id) {
    case 'wheelspin':
      return { ms: 3000, at: (t) => ({ turn: 360 * t, lift: 0 }) };
    case 'steer':
      return { ms: 2000, at: (t) => ({ turn: 18 * Math.sin(t * Math.PI * 2), lift: 0 }) };
    case 'suspension':
      return { ms: 2000, at: (t) => ({ turn: 0, lift: -0.04 * Math.abs(Math.sin(t * Math.PI * 3)) }) };
    default:
      return { ms: 2000, at: (t) => ({ turn: 12 * Math.sin(t * Math.PI), lift: 0 }) };
  }
}

/**
 * The live 3D view of a stream: one configuration on the stage, a camera the visitor turns, zooms
 * and points, camera moves (intro, cinematics, perspectives, part close-ups), the vehicle's own
 * moves, light and environment. It paints only when something changed, at most `fps` times a
 * second, onto one canvas in the page that the stream captures.
 */
export class StreamView {
  readonly canvas: HTMLCanvasElement;
  private readonly stage = new Stage({ live: true });
  private scene: LiveScene | null = null;
  private pose: LivePose = poseOf(perspectiveCamera('KTM', 0));
  private homePose: LivePose = this.pose;
  private move: Move | null = null;
  private motion: Motion | null = null;
  private light: Fade = { from: daylight(12), to: daylight(12), started: 0, ms: 0 };
  private environment = 'studio';
  private tiltShift = false;
  private portrait = false;
  private dirty = true;
  private running = false;
  frames = 0;
  lastPaintMs = 0;
  private scale = 1;
  private sharp = false;
  private interval = 0;
  private lastPaintAt = 0;
  private lastMoving = Number.POSITIVE_INFINITY;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly fps = 30,
  ) {
    this.canvas = this.stage.renderer.domElement;
    Object.assign(this.canvas.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      width: '100vw',
      height: '100vh',
    });
    document.body.style.margin = '0';
    document.body.appendChild(this.canvas);
  }

  /**
   * Paints on animation frames (timers are throttled in a page nobody interacts with; animation
   * frames run with the page's window), at most `fps` times a second and only when needed.
   */
  start(): void {
    if (this.running) return;
    this.running = true;
    let last = 0;
    const loop = (now: number) => {
      if (!this.running) return;
      if (now - last >= 1000 / this.fps - 2) {
        last = now;
        this.tick();
      }
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }

  stop(): void {
    this.running = false;
  }

  get vehicleLoaded(): boolean {
    return this.scene !== null;
  }

  /** Shows a configuration; the camera keeps its pose unless `resetCamera`. */
  load(scene: LiveScene, resetCamera = false): void {
    const first = this.scene === null || this.scene.modelId !== scene.modelId;
    this.scene = { ...scene, parts: [...scene.parts] };
    if (first || resetCamera) {
      const home = poseOf(perspectiveCamera(scene.brand, scene.perspective));
      if (this.portrait) home.distance = Math.min(MAX_DISTANCE, home.distance * PORTRAIT_DISTANCE);
      this.homePose = home;
      this.pose = home;
      this.move = null;
    }
    this.paintNow();
  }

  setParts(parts: readonly ScenePart[]): void {
    if (!this.scene) return;
    this.scene = { ...this.scene, parts: [...parts] };
    this.dirty = true;
  }

  setColors(colorCode: string, xbowColors: StillSpec['xbowColors']): void {
    if (!this.scene) return;
    this.scene = { ...this.scene, colorCode, xbowColors };
    this.dirty = true;
  }

  setEnvironment(id: string): void {
    this.environment = id;
    this.dirty = true;
  }

  /** Lights from one sun hour to another over a second. */
  setLighting(fromHour: number, toHour: number): void {
    this.light = { from: daylight(fromHour), to: daylight(toHour), started: performance.now(), ms: 1000 };
    this.dirty = true;
  }

  setDayTime(hour: number): void {
    const level = daylight(hour);
    this.light = { from: level, to: level, started: 0, ms: 0 };
    this.dirty = true;
  }

  setTiltShift(on: boolean): void {
    this.tiltShift = on;
    this.dirty = true;
  }

  /**
   * Portrait: a phone held upright shows the middle of the picture, about a third of its width;
   * the camera stands further back so that the whole vehicle fits there.
   */
  setPortrait(on: boolean): void {
    if (on === this.portrait) return;
    this.portrait = on;
    const factor = on ? PORTRAIT_DISTANCE : 1 / PORTRAIT_DISTANCE;
    const further = (pose: LivePose): LivePose => ({
      ...pose,
      distance: Math.min(MAX_DISTANCE, Math.max(MIN_DISTANCE, pose.distance * factor)),
    });
    this.homePose = further(this.homePose);
    this.pose = further(this.pose);
    this.dirty = true;
  }

  input(event: LiveInput): void {
    this.finishMove();
    if (event.kind === 'rotate') this.pose = rotated(this.pose, event.dx, event.dy);
    else if (event.kind === 'zoom') this.pose = zoomed(this.pose, event.delta);
    else this.pose = focused(this.pose, event.x, event.y);
    this.dirty = true;
  }

  /** Moves the camera along a path; resolves when it arrives. */
  private moveCamera(move: CameraMove): Promise<void> {
    this.finishMove();
    return new Promise((done) => {
      this.move = { start: this.pose, move, started: performance.now(), done };
      this.dirty = true;
    });
  }

  private finishMove(): void {
    const move = this.move;
    this.move = null;
    move?.done();
  }

  intro(): Promise<void> {
    return this.moveCamera(introMove(this.homePose));
  }

  cinematic(id: string): Promise<void> {
    return this.moveCamera(cinematicMove(id, this.pose));
  }

  perspective(id: string): Promise<void> {
    const pose = PERSPECTIVES[id] ?? this.homePose;
    return this.moveCamera({ keys: [{ pose, ms: 900 }] });
  }

  /** Back to the model's first view. */
  home(): Promise<void> {
    return this.moveCamera({ keys: [{ pose: this.homePose, ms: 600 }] });
  }

  /** Close to the fitted parts `partIds`; the whole vehicle when none is fitted. */
  lookAtParts(partIds: readonly number[]): Promise<void> {
    const vehicle = this.stage.shownVehicle;
    const centre = vehicle?.partsCentre(partIds);
    if (!vehicle || !centre) return this.home();
    const middle = vehicle.frameCentre();
    const side = centre.z - middle.z >= 0 ? 1 : -1;
    const front = centre.x - middle.x;
    const azimuthDeg = side * (90 - Math.max(-60, Math.min(60, front * 90)));
    const aim: LivePose['aim'] = [
      Math.max(-1, Math.min(1, (centre.x - middle.x) * 1.5)),
      Math.max(-1, Math.min(1, (centre.y - middle.y) * 2)),
      Math.max(-1, Math.min(1, (centre.z - middle.z) * 3)),
    ];
    const pose: LivePose = { azimuthDeg, elevationDeg: 18, distance: 0.7, aim };
    return this.moveCamera({ keys: [{ pose, ms: 900 }] });
  }

  /** One of the vehicle's own moves; resolves when it ends. */
  animate(id: string): Promise<void> {
    this.motion?.done();
    return new Promise((done) => {
      this.motion = { ...vehicleMotion(id), started: performance.now(), done };
      this.dirty = true;
    });
  }

  /** Back to the start: no move, no motion, the first view, noon light, the studio. */
  reset(): void {
    this.finishMove();
    this.motion?.done();
    this.motion = null;
    this.pose = this.homePose;
    this.environment = 'studio';
    this.tiltShift = false;
    this.setDayTime(12);
  }

  private tick(): void {
    const now = performance.now();
    const wasDirty = this.dirty || this.move !== null || this.motion !== null || this.light.ms > 0;
    if (this.move) {
      const { pose, done } = alongMove(this.move.start, this.move.move, now - this.move.started);
      this.pose = pose;
      if (done) this.finishMove();
      this.dirty = true;
    }
    if (this.light.ms > 0) this.dirty = true;
    if (this.motion) this.dirty = true;
    if (this.dirty) {
      this.paintNow();
      this.pace(now);
    } else if (!wasDirty && this.scale < 1 && now - this.lastMoving > SETTLE_MS) {
      // Standing still: one sharp picture at the full size.
      this.sharp = true;
      this.paintNow();
      this.sharp = false;
      this.lastMoving = Number.POSITIVE_INFINITY;
    }
  }

  /**
   * Holds the frame rate while the picture moves, as a game engine's dynamic resolution does: the
   * scene is drawn smaller (the page scales it to the full size) when frames come slower than
   * MIN_FPS, and larger again when they come fast; a picture standing still is drawn full size.
   */
  private pace(now: number): void {
    const interval = now - this.lastPaintAt;
    this.lastPaintAt = now;
    this.lastMoving = now;
    if (interval > 500) return;
    this.interval = this.interval === 0 ? interval : this.interval * 0.7 + interval * 0.3;
    if (this.interval > 1000 / MIN_FPS + 4 && this.scale > MIN_SCALE) {
      this.scale = Math.max(MIN_SCALE, this.scale * 0.85);
      this.interval = 0;
    } else if (this.interval < 1000 / this.fps + 4 && this.scale < 1) {
      this.scale = Math.min(1, this.scale * 1.1);
      this.interval = 0;
    }
  }

  /** The share of the full size the scene is drawn at now (1: full size). */
  get renderScale(): number {
    return this.scale;
  }

  private lightLevel(now: number): number {
    const { from, to, started, ms } = this.light;
    if (ms <= 0) return to;
    const t = Math.min(1, (now - started) / ms);
    if (t >= 1) this.light = { from: to, to, started: 0, ms: 0 };
    return from + (to - from) * t;
  }

  /** Paints the current picture now. */
  paintNow(): void {
    const scene = this.scene;
    if (!scene) return;
    const now = performance.now();
    this.dirty = false;
    const started = now;
    this.applyMotion(now);
    this.stage.paintLive({
      ...scene,
      width: Math.round(this.width * (this.sharp ? 1 : this.scale)),
      height: Math.round(this.height * (this.sharp ? 1 : this.scale)),
      format: 'png',
      background: 'studio',
      camera: { ...this.pose, depthOfField: this.tiltShift ? 0.7 : 0 },
      lighting: this.lightLevel(now),
      environment: this.environment,
    });
    this.frames++;
    this.lastPaintMs = performance.now() - started;
  }

  private applyMotion(now: number): void {
    const motion = this.motion;
    const root = this.stage.shownVehicle?.root;
    if (!root) return;
    if (!motion) {
      root.rotation.y = 0;
      root.position.y = 0;
      return;
    }
    const t = Math.min(1, (now - motion.started) / motion.ms);
    const { turn, lift } = motion.at(t);
    root.rotation.y = (turn * Math.PI) / 180;
    root.position.y = lift;
    if (t >= 1) {
      this.motion = null;
      root.rotation.y = 0;
      root.position.y = 0;
      motion.done();
      this.dirty = true;
    }
  }
}
