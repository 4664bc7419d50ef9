import { describe, expect, it } from 'vitest';
import { parseStreamCommand, STREAM_COMMAND_NAMES } from './streamCommands.js';
import type { StreamTools } from './streamTools.js';
import { MOTORCYCLE, XBOW } from './streamToolsFixture.js';

describe('parseStreamCommand refuses', () => {
  it.each<[string, StreamTools, string, string | null, string]>([
    // the text as a whole
    ['empty text', MOTORCYCLE, '', null, 'empty command'],
    [
      'text over 200 characters',
      MOTORCYCLE,
      `herolvl ${'X'.repeat(193)}`,
      null,
      'command longer than 200 characters (201)',
    ],
    ['a line break', MOTORCYCLE, 'introin\n', null, 'command contains control characters'],
    ['a tab', MOTORCYCLE, 'daytime\t5', null, 'command contains control characters'],
    [
      'a double space',
      MOTORCYCLE,
      'daytime  5',
      'daytime',
      'daytime: words must be separated by single spaces, without leading or trailing spaces',
    ],
    [
      'a leading space',
      MOTORCYCLE,
      ' introin',
      null,
      'command: words must be separated by single spaces, without leading or trailing spaces',
    ],
    [
      'a trailing space',
      MOTORCYCLE,
      'introin ',
      'introin',
      'introin: words must be separated by single spaces, without leading or trailing spaces',
    ],
    [
      'an unknown command',
      MOTORCYCLE,
      'fly high',
      'fly',
      `unknown command 'fly' (known: ${STREAM_COMMAND_NAMES.join(', ')})`,
    ],
    [
      'a command in the wrong case',
      MOTORCYCLE,
      'UERESET',
      'UERESET',
      `unknown command 'UERESET' (known: ${STREAM_COMMAND_NAMES.join(', ')})`,
    ],
    // arguments missing or extra
    [
      'a missing value',
      MOTORCYCLE,
      'confopt EXHAUST',
      'confopt',
      'confopt: expects <Category> <Value> (2 arguments), got 1 argument',
    ],
    [
      'a missing argument',
      MOTORCYCLE,
      'envilvl',
      'envilvl',
      'envilvl: expects <EnvironmentId> (1 argument), got 0 arguments',
    ],
    [
      'an extra argument',
      MOTORCYCLE,
      'perspct front rear',
      'perspct',
      'perspct: expects <Id> (1 argument), got 2 arguments',
    ],
    [
      'an argument to a bare command',
      MOTORCYCLE,
      'uereset now',
      'uereset',
      'uereset: takes no arguments, got 1 argument',
    ],
    [
      'a short colour command',
      XBOW,
      'confcol body FF6600',
      'confcol',
      'confcol: expects <slot> <hex6> <Matte|Glossy> [19|20] (3 or 4 arguments), got 2 arguments',
    ],
    [
      'a long colour command',
      XBOW,
      'confcol rims FF6600 Matte 19 x',
      'confcol',
      'confcol: expects <slot> <hex6> <Matte|Glossy> [19|20] (3 or 4 arguments), got 5 arguments',
    ],
    // values outside the lists
    [
      'an unknown category',
      MOTORCYCLE,
      'confopt WINGS pp_slip_on_A101',
      'confopt',
      'confopt: WINGS is not a category of this vehicle (EXHAUST, ENGINE, PROTECTION, ERGONOMICS)',
    ],
    [
      'a value of another category',
      MOTORCYCLE,
      'confopt PROTECTION pp_slip_on_A101',
      'confopt',
      'confopt: pp_slip_on_A101 is not a value of category PROTECTION (default, pp_crash_bars_A103)',
    ],
    [
      'a colour outside the palette',
      XBOW,
      'confopt calipers FF6600',
      'confopt',
      'confopt: FF6600 is not a predefined colour of calipers (default, CB0D25)',
    ],
    [
      'a camera on an unknown category',
      MOTORCYCLE,
      'confcam body',
      'confcam',
      'confcam: body is not a part category of this vehicle (default, EXHAUST, ENGINE, PROTECTION, ERGONOMICS)',
    ],
    [
      'an unknown variation',
      MOTORCYCLE,
      'herolvl X3001U0',
      'herolvl',
      'herolvl: X3001U0 is not a variation of this model (F7475X3, F7475X4)',
    ],
    [
      'an unknown environment',
      MOTORCYCLE,
      'envilvl moon',
      'envilvl',
      'envilvl: moon is not an environment of this vehicle (studio, city, alpine, racetrack)',
    ],
    [
      'an unknown cinematic',
      MOTORCYCLE,
      'cinemat loop',
      'cinemat',
      'cinemat: loop is not a cinematic of this vehicle (intro, rideby, details)',
    ],
    [
      'a perspective of another vehicle',
      MOTORCYCLE,
      'perspct cockpit',
      'perspct',
      'perspct: cockpit is not a perspective of this vehicle (front, rear, left, right, top)',
    ],
    [
      'an unknown view',
      XBOW,
      'animatn steer',
      'animatn',
      'animatn: steer is not a view of this vehicle (canopy, wing)',
    ],
    [
      'an unknown finish',
      XBOW,
      'confcol body FF6600 Satin',
      'confcol',
      'confcol: Satin is not a finish of this vehicle (Matte, Glossy)',
    ],
    [
      'an unknown slot',
      XBOW,
      'confcol seat FF6600 Matte',
      'confcol',
      'confcol: seat is not a colour slot (body, calipers, rims, stitching, suspensionAndLogo)',
    ],
    [
      'an unknown rim size',
      XBOW,
      'confcol rims FF6600 Matte 21',
      'confcol',
      'confcol: 21 is not a rim size (19, 20)',
    ],
    // values out of range
    ['lighting above the range', MOTORCYCLE, 'lightng 12 999', 'lightng', 'lightng: 999 is outside 12..22'],
    ['lighting below the range', MOTORCYCLE, 'lightng 11.9 20', 'lightng', 'lightng: 11.9 is outside 12..22'],
    ['hour 0', MOTORCYCLE, 'daytime 0', 'daytime', 'daytime: 0 is outside 1..24'],
    ['hour 25', MOTORCYCLE, 'daytime 25', 'daytime', 'daytime: 25 is outside 1..24'],
    // values of the wrong type
    [
      'lighting as a word',
      MOTORCYCLE,
      'lightng bright 20',
      'lightng',
      'lightng: bright is not a number (12..22)',
    ],
    [
      'lighting written loosely',
      MOTORCYCLE,
      'lightng 0x10 20',
      'lightng',
      'lightng: 0x10 is not a number (12..22)',
    ],
    [
      'a fractional hour',
      MOTORCYCLE,
      'daytime 12.5',
      'daytime',
      'daytime: 12.5 is not a whole number (1..24)',
    ],
    ['a negative hour', MOTORCYCLE, 'daytime -3', 'daytime', 'daytime: -3 is not a whole number (1..24)'],
    ['a switch that is not on or off', MOTORCYCLE, 'portrmd yes', 'portrmd', 'portrmd: yes is not on or off'],
    ['a switch in the wrong case', MOTORCYCLE, 'touchmd ON', 'touchmd', 'touchmd: ON is not on or off'],
    [
      'a colour that is not hex',
      XBOW,
      'confcol body FF66GG Matte',
      'confcol',
      'confcol: FF66GG is not a colour of six hex digits',
    ],
    [
      'a colour with a hash',
      XBOW,
      'confcol body #FF660 Matte',
      'confcol',
      'confcol: #FF660 is not a colour of six hex digits',
    ],
    [
      'a rim size on another slot',
      XBOW,
      'confcol body FF6600 Matte 19',
      'confcol',
      'confcol: a rim size (19) is only for slot rims',
    ],
    // commands the vehicle does not offer
    [
      'a custom colour on a motorcycle',
      MOTORCYCLE,
      'confcol body FF6600 Matte',
      'confcol',
      'confcol: this vehicle has no colour selection',
    ],
    [
      'a predefined colour on a motorcycle',
      MOTORCYCLE,
      'confopt body FF6600',
      'confopt',
      'confopt: body is not a category of this vehicle (EXHAUST, ENGINE, PROTECTION, ERGONOMICS)',
    ],
    [
      'tilt-shift where it is disabled',
      XBOW,
      'tiltsft on',
      'tiltsft',
      'tiltsft: tilt-shift is not available for this vehicle',
    ],
    [
      'sound where it is disabled',
      XBOW,
      'soundfx on',
      'soundfx',
      'soundfx: sound is not available for this vehicle',
    ],
  ])('%s', (_, tools, text, command, message) => {
    expect(parseStreamCommand(text, tools)).toEqual({ ok: false, command, message });
  });

  it('lists at most twelve allowed values, then counts the rest', () => {
    const tools = {
      ...MOTORCYCLE,
      environments: Array.from({ length: 15 }, (_, index) => `env${index + 1}`),
    };
    const result = parseStreamCommand('envilvl moon', tools);
    expect(result).toMatchObject({ ok: false, command: 'envilvl' });
    expect(!result.ok && result.message).toBe(
      'envilvl: moon is not an environment of this vehicle (env1, env2, env3, env4, env5, env6, env7, env8, env9, env10, env11, env12 and 3 more)',
    );
  });

  it('says so when the vehicle offers none', () => {
    const result = parseStreamCommand('cinemat intro', { ...MOTORCYCLE, cinematics: [] });
    expect(!result.ok && result.message).toBe('cinemat: intro is not a cinematic of this vehicle (none)');
  });
});
