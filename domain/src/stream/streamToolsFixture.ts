/** Stream tools of a street motorcycle and of the X-Bow, shaped like the seed catalogue's render settings. */
import { type StreamRenderSettings, type StreamTools, streamToolsOf } from './streamTools.js';

const item = (Id: string) => ({ Id });

export const MOTORCYCLE_RENDER_SETTINGS: StreamRenderSettings = {
  Sound: { Enabled: true },
  PowerParts: {
    List: [
      { Id: 101, Value: 'pp_slip_on_A101', Category: 'EXHAUST' },
      { Id: 102, Value: 'pp_evolution_A102', Category: 'EXHAUST,ENGINE' },
      { Id: 103, Value: 'pp_crash_bars_A103', Category: 'PROTECTION' },
      { Id: 104, Value: 'pp_seat_A104', Category: 'ERGONOMICS' },
    ],
  },
  Tools: {
    Environments: ['studio', 'city', 'alpine', 'racetrack'].map(item),
    Lighting: { Min: 12, Max: 22 },
    Cinematics: ['intro', 'rideby', 'details'].map(item),
    Perspectives: ['front', 'rear', 'left', 'right', 'top'].map(item),
    Views: ['wheelspin', 'steer', 'suspension'].map(item),
    Tiltshift: { Enabled: true },
  },
  ColorSelection: null,
};

export const XBOW_RENDER_SETTINGS: StreamRenderSettings = {
  Sound: { Enabled: false },
  PowerParts: { List: [{ Id: 201, Value: 'pp_wing_B201', Category: 'AERO' }] },
  Tools: {
    Environments: ['studio', 'racetrack', 'pitlane'].map(item),
    Lighting: { Min: 12, Max: 22 },
    Cinematics: ['intro'].map(item),
    Perspectives: ['front', 'cockpit'].map(item),
    Views: ['canopy', 'wing'].map(item),
    Tiltshift: { Enabled: false },
  },
  ColorSelection: {
    PreDefined: [
      { Category: 'body', Colors: ['ff6600', '1A1A1A'] },
      { Category: 'calipers', Colors: ['CB0D25'] },
      { Category: 'rims', Colors: ['1A1A1A', 'C0C0C0'] },
      { Category: 'stitching', Colors: ['FF6600'] },
      { Category: 'suspensionAndLogo', Colors: ['FF6600'] },
    ],
    FinishOptions: ['Matte', 'Glossy'],
  },
};

export const MOTORCYCLE: StreamTools = streamToolsOf(MOTORCYCLE_RENDER_SETTINGS, ['F7475X3', 'F7475X4']);
export const XBOW: StreamTools = streamToolsOf(XBOW_RENDER_SETTINGS, ['X3001U0']);
