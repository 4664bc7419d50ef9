import { batch } from '@preact/signals-react';
import { vi } from 'vitest';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import { $configuration, $isXBow, $vehicleSettings } from '../../../stores/configurationStore.js';
import { $isMobileDevice, $openPanel, setStreamSender } from '../../../stores/streamStore.js';
import {
  CONFIGURATION_ID,
  seedVehicleOverview,
  testOverview,
  testVariation,
} from '../../../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { testQueryClient } from '../../../testing/renderWithShell.js';

/** A street motorcycle and the X-Bow in the 3D screen, with the renderer's replies recorded. */

type RenderSettings = VehicleOverview['RenderSettings'];
type SavedTools = NonNullable<typeof $vehicleSettings.value>['ToolsConfiguration'];

const item = (Id: string, Name: string) => ({ Id, Name, Value: `${Id} command` });
const LIGHTING = { Command: 'lightng', Min: 12, Max: 22, Initial: 12, Fraction: 1 / 23, Default: 0.25 };

export const MOTORCYCLE_SETTINGS: RenderSettings = {
  AppSettings: { URL: 'wss://render.local/stream', ENV: 'stage', KEY: 'k' },
  Reset: 'uereset',
  Data: 'ktm_390_duke_2024',
  Sound: { Enabled: true },
  PowerParts: { List: [], Command: 'confopt', Camera: 'confcam' },
  Tools: {
    Environments: [item('studio', 'Studio'), item('city', 'City'), item('alpine', 'Alpine pass')],
    Lighting: LIGHTING,
    Cinematics: [item('intro', 'Introduction'), item('rideby', 'Ride-by')],
    Perspectives: [item('front', 'Front'), item('rear', 'Rear')],
    Views: [item('wheelspin', 'Wheel spin'), item('steer', 'Steering')],
    Tiltshift: { Command: 'tiltsft', Enabled: true },
  },
  ColorSelection: null,
};

export const XBOW_SETTINGS: RenderSettings = {
  ...MOTORCYCLE_SETTINGS,
  Sound: { Enabled: false },
  Tools: { ...MOTORCYCLE_SETTINGS.Tools, Tiltshift: { Command: 'tiltsft', Enabled: false } },
  ColorSelection: {
    PreDefined: [{ Category: 'body', Colors: ['FF6600'] }],
    Categories: [{ Id: 'body', Name: 'Body', PartId: -12345 }],
    Command: 'confopt',
    CommandIndividual: 'confcol',
    FinishOptions: ['Matte', 'Glossy'],
  },
};

interface ToolsSetup {
  settings?: RenderSettings;
  saved?: Partial<SavedTools>;
  xBow?: boolean;
  mobile?: boolean;
}

/** The commands the panel sent, and how the renderer answers them (`<name> done` unless told). */
export function fakeRenderer(
  answer: (command: string) => string | null = (command) => `${command.split(' ')[0]} done`,
) {
  const sent: string[] = [];
  const send = vi.fn(async (command: string) => {
    sent.push(command);
    return answer(command);
  });
  setStreamSender(send);
  return { sent, send };
}

/** The stores of an open 3D configuration with its tools panel open. */
export function openTools({
  settings = MOTORCYCLE_SETTINGS,
  saved = {},
  xBow = false,
  mobile = false,
}: ToolsSetup = {}) {
  const configuration = loadedConfigurationFixture(CONFIGURATION_ID).Configuration;
  const overview = testOverview([], [testVariation(xBow ? 'X3001U0' : 'ORANGE', '#ff6600')]);
  batch(() => {
    $configuration.value = configuration;
    $vehicleSettings.value = {
      ...configuration.VehicleSettings,
      ToolsConfiguration: { ...configuration.VehicleSettings.ToolsConfiguration, ...saved },
    };
    seedVehicleOverview(testQueryClient(), { ...overview, RenderSettings: settings });
    $isXBow.value = xBow;
    $isMobileDevice.value = mobile;
    $openPanel.value = 'tools';
  });
}

/** What openTools and fakeRenderer change outside the resettable stores. */
export function closeTools(): void {
  setStreamSender(null);
  $isMobileDevice.value = false;
}
