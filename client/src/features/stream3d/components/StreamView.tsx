import { useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $engineReady, $streamMuted, setStreamFrameSource } from '../../../stores/streamStore.js';
import { $mediaStream, $videoMode, sendInput, setJpegFrameSink } from '../stores/stream3dStore.js';
import { coverPoint, pinchDelta, wheelDelta } from '../stores/streamInput.js';

interface Pointer {
  x: number;
  y: number;
}

/** Arrow keys turn by this many pixels of drag; + and - zoom by one step. */
const KEY_TURN_PX = 40;

/**
 * The live picture filling the stage: the WebRTC video, or the JPEG frames drawn on a canvas. A
 * drag turns the vehicle, the wheel or a pinch zooms, a double click or double tap looks at that
 * point; arrow keys and +/- do the same from the keyboard.
 */
export function StreamView() {
  useSignals();
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pointers = useRef(new Map<number, Pointer>());
  const pending = useRef({ dx: 0, dy: 0, frame: 0 });
  const lastTap = useRef(0);
  const mode = $videoMode.value;

  useSignalEffect(() => {
    const stream = $mediaStream.value;
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (!stream) return;
    element.muted = $streamMuted.peek();
    element.play().catch(() => {
      // Without a gesture the browser may refuse sound: play muted and show the mute toggle so.
      element.muted = true;
      $streamMuted.value = true;
      void element.play().catch(() => undefined);
    });
  });

  useSignalEffect(() => {
    const muted = $streamMuted.value;
    if (video.current) video.current.muted = muted;
  });

  useEffect(() => {
    setJpegFrameSink((bitmap) => {
      const target = canvas.current;
      const context = target?.getContext('2d');
      if (target && context) {
        if (target.width !== bitmap.width) target.width = bitmap.width;
        if (target.height !== bitmap.height) target.height = bitmap.height;
        context.drawImage(bitmap, 0, 0);
      }
      bitmap.close();
    });
    setStreamFrameSource(() => {
      if ($videoMode.peek() === 'jpeg') return canvas.current;
      const element = video.current;
      return element && element.videoWidth > 0 ? element : null;
    });
    return () => {
      setJpegFrameSink(null);
      setStreamFrameSource(null);
      cancelAnimationFrame(pending.current.frame);
    };
  }, []);

  const turn = (dx: number, dy: number) => {
    const queued = pending.current;
    queued.dx += dx;
    queued.dy += dy;
    if (queued.frame) return;
    queued.frame = requestAnimationFrame(() => {
      sendInput({ kind: 'rotate', dx: Math.round(queued.dx), dy: Math.round(queued.dy) });
      queued.dx = 0;
      queued.dy = 0;
      queued.frame = 0;
    });
  };

  const focusAt = (clientX: number, clientY: number) => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return;
    const source = mode === 'jpeg' ? canvas.current : video.current;
    const width = source instanceof HTMLVideoElement ? source.videoWidth : (source?.width ?? 0);
    const height = source instanceof HTMLVideoElement ? source.videoHeight : (source?.height ?? 0);
    const point = coverPoint(clientX - box.left, clientY - box.top, box.width, box.height, width, height);
    if (point) sendInput({ kind: 'focus', ...point });
  };

  const onPointerDown = (event: React.PointerEvent) => {
    stage.current?.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (event.pointerType === 'touch') {
      const now = Date.now();
      if (now - lastTap.current < 300 && pointers.current.size === 1) focusAt(event.clientX, event.clientY);
      lastTap.current = now;
    }
  };

  const onPointerMove = (event: React.PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    if (pointers.current.size >= 2) {
      const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
      const other = others[0]?.[1];
      if (other) sendInput({ kind: 'zoom', delta: pinchDelta(before, now, other) });
    } else {
      turn(now.x - before.x, now.y - before.y);
    }
    pointers.current.set(event.pointerId, now);
  };

  const onPointerUp = (event: React.PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => turn(-KEY_TURN_PX, 0),
      ArrowRight: () => turn(KEY_TURN_PX, 0),
      ArrowUp: () => turn(0, -KEY_TURN_PX),
      ArrowDown: () => turn(0, KEY_TURN_PX),
      '+': () => sendInput({ kind: 'zoom', delta: -1 }),
      '-': () => sendInput({ kind: 'zoom', delta: 1 }),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // A passive listener could not keep the page from scrolling while the wheel zooms.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      sendInput({ kind: 'zoom', delta: wheelDelta(event.deltaY, event.deltaMode) });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <div
      ref={stage}
      className={`stream-view${$engineReady.value ? ' ready' : ''}`}
      role="application"
      aria-label={t('rendering3d.liveView')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the live picture takes drag, wheel and arrow keys (role application)
      tabIndex={0}
      data-video-mode={mode ?? ''}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={(event) => focusAt(event.clientX, event.clientY)}
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a live rendering of the vehicle, nothing spoken to caption */}
      <video ref={video} className="stream-video" playsInline autoPlay hidden={mode === 'jpeg'} />
      <canvas ref={canvas} className="stream-canvas" width={960} height={540} hidden={mode !== 'jpeg'} />
    </div>
  );
}
