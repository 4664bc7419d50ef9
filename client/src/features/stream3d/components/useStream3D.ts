import { useEffect } from 'react';
import { identityService } from '../../../stores/accountStore.js';
import { $isMobileDevice } from '../../../stores/streamStore.js';
import { keepStreamInStep } from '../stores/partSync.js';
import { startStream, stopStream } from '../stores/stream3dStore.js';

interface StreamStart {
  configurationId: string | null;
  culture: string;
  loggedIn: boolean;
  /** `jpeg` asks for JPEG frames from the start (`video=jpeg` in the page's address). */
  video: 'webrtc' | 'jpeg';
}

/** The visitor's bearer token for the stream; null without a session. */
export async function streamToken(): Promise<string | null> {
  return (await identityService()?.getJWT()) ?? null;
}

/**
 * Runs the 3D stream while a logged-in visitor has the configuration open: it starts once the
 * configuration exists, follows its changes, and ends when the screen goes (leaving to /main).
 */
export function useStream3D({ configurationId, culture, loggedIn, video }: StreamStart): void {
  useEffect(() => {
    if (!configurationId || !loggedIn) return;
    let cancelled = false;
    const stopSync = keepStreamInStep();
    void streamToken().then((token) => {
      if (cancelled || !token) return;
      const mobile = $isMobileDevice.peek();
      startStream({
        configurationId,
        culture,
        token,
        mobile,
        portrait: window.innerHeight > window.innerWidth,
        touch: mobile,
        video,
      });
    });
    return () => {
      cancelled = true;
      stopSync();
      stopStream();
    };
  }, [configurationId, culture, loggedIn, video]);
}
