/**
 * The plain-text commands a visitor's browser sends to the 3D stream. The text is untrusted: the bff
 * checks it against the vehicle's render settings before relaying it, and the render node checks it
 * again, so both read every command through this one parser.
 */
import type { ColorSlot } from '../catalog/types.js';
import { type BodyFinish, COLOR_SLOTS, RIM_SIZES, type RimSize } from '../configuration/vehicleSettings.js';
import { powerPartCategories, type StreamTools } from './streamTools.js';

export const STREAM_COMMAND_NAMES = [
  'confopt',
  'confcam',
  'herolvl',
  'envilvl',
  'lightng',
  'daytime',
  'cinemat',
  'perspct',
  'animatn',
  'tiltsft',
  'soundfx',
  'portrmd',
  'touchmd',
  'introin',
  'introgo',
  'uereset',
  'ueversn',
  'confcol',
] as const;
export type StreamCommandName = (typeof STREAM_COMMAND_NAMES)[number];

export const STREAM_COMMAND_MAX_LENGTH = 200;
/** The value of `confopt` and `confcam` that puts a category back to the model's default. */
export const DEFAULT_CATEGORY_VALUE = 'default';

type Switch<Name extends string> = { name: Name; on: boolean };
type Choice<Name extends string> = { name: Name; id: string };
type Bare<Name extends string> = { name: Name };

export type StreamCommand =
  /** value: a power-part value, `default`, or (X-Bow colour slot) six upper-case hex digits. */
  | { name: 'confopt'; category: string; value: string }
  | { name: 'confcam'; category: string }
  | { name: 'herolvl'; variationCode: string }
  | { name: 'envilvl'; environment: string }
  | { name: 'lightng'; from: number; to: number }
  | { name: 'daytime'; hour: number }
  | Choice<'cinemat'>
  | Choice<'perspct'>
  | Choice<'animatn'>
  | Switch<'tiltsft'>
  | Switch<'soundfx'>
  | Switch<'portrmd'>
  | Switch<'touchmd'>
  | Bare<'introin'>
  | Bare<'introgo'>
  | Bare<'uereset'>
  | Bare<'ueversn'>
  /** color: six upper-case hex digits; rimSize only for slot `rims`. */
  | { name: 'confcol'; slot: ColorSlot; color: string; finish: BodyFinish; rimSize: RimSize | null };

export type StreamCommandParse =
  | { ok: true; command: StreamCommand }
  /** command: the first word of the text, or null when the text was refused as a whole. */
  | { ok: false; command: string | null; message: string };

/** The arguments each command expects, as the error messages show them. */
const SIGNATURES: Readonly<Record<StreamCommandName, string>> = {
  confopt: '<Category> <Value>',
  confcam: '<Category>',
  herolvl: '<VariationCode>',
  envilvl: '<EnvironmentId>',
  lightng: '<from> <to>',
  daytime: '<hour>',
  cinemat: '<Id>',
  perspct: '<Id>',
  animatn: '<Id>',
  tiltsft: 'on|off',
  soundfx: 'on|off',
  portrmd: 'on|off',
  touchmd: 'on|off',
  introin: '',
  introgo: '',
  uereset: '',
  ueversn: '',
  confcol: '<slot> <hex6> <Matte|Glossy> [19|20]',
};

const ARITIES: Readonly<Record<StreamCommandName, readonly number[]>> = {
  confopt: [2],
  confcam: [1],
  herolvl: [1],
  envilvl: [1],
  lightng: [2],
  daytime: [1],
  cinemat: [1],
  perspct: [1],
  animatn: [1],
  tiltsft: [1],
  soundfx: [1],
  portrmd: [1],
  touchmd: [1],
  introin: [0],
  introgo: [0],
  uereset: [0],
  ueversn: [0],
  confcol: [3, 4],
};

const LISTED_AT_MOST = 12;
const HEX6 = /^[0-9A-Fa-f]{6}$/;
const DECIMAL = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
const WHOLE = /^\d+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Thrown inside the parser only, so each check reads as one line; parseStreamCommand returns it. */
class Refusal {
  constructor(readonly message: string) {}
}

function listed(values: readonly string[]): string {
  if (values.length === 0) return 'none';
  if (values.length <= LISTED_AT_MOST) return values.join(', ');
  return `${values.slice(0, LISTED_AT_MOST).join(', ')} and ${values.length - LISTED_AT_MOST} more`;
}

function isCommandName(word: string): word is StreamCommandName {
  return (STREAM_COMMAND_NAMES as readonly string[]).includes(word);
}

function oneOf(name: string, value: string, allowed: readonly string[], what: string): string {
  if (allowed.includes(value)) return value;
  throw new Refusal(`${name}: ${value} is not ${what} (${listed(allowed)})`);
}

function onOff(name: string, value: string): boolean {
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Refusal(`${name}: ${value} is not on or off`);
}

function numberWithin(name: string, text: string, min: number, max: number, whole: boolean): number {
  if (!(whole ? WHOLE : DECIMAL).test(text)) {
    throw new Refusal(`${name}: ${text} is not ${whole ? 'a whole number' : 'a number'} (${min}..${max})`);
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Refusal(`${name}: ${text} is outside ${min}..${max}`);
  }
  return value;
}

function hexColor(name: string, text: string): string {
  if (!HEX6.test(text)) throw new Refusal(`${name}: ${text} is not a colour of six hex digits`);
  return text.toUpperCase();
}

function colorsOf(name: string, tools: StreamTools): NonNullable<StreamTools['colors']> {
  if (tools.colors) return tools.colors;
  throw new Refusal(`${name}: this vehicle has no colour selection`);
}

function isColorSlot(text: string): text is ColorSlot {
  return (COLOR_SLOTS as readonly string[]).includes(text);
}

function colorSlotsOf(tools: StreamTools): ColorSlot[] {
  return tools.colors ? [...COLOR_SLOTS] : [];
}

function parseConfopt(category: string, value: string, tools: StreamTools): StreamCommand {
  const partCategories = powerPartCategories(tools);
  if (partCategories.includes(category)) {
    const values = tools.powerParts
      .filter((part) => part.categories.includes(category))
      .map((part) => part.value);
    oneOf('confopt', value, [DEFAULT_CATEGORY_VALUE, ...values], `a value of category ${category}`);
    return { name: 'confopt', category, value };
  }
  if (tools.colors && isColorSlot(category)) {
    const colors = [DEFAULT_CATEGORY_VALUE, ...tools.colors.predefined[category]];
    const color = HEX6.test(value) ? value.toUpperCase() : value;
    oneOf('confopt', color, colors, `a predefined colour of ${category}`);
    return { name: 'confopt', category, value: color };
  }
  throw new Refusal(
    `confopt: ${category} is not a category of this vehicle (${listed([...partCategories, ...colorSlotsOf(tools)])})`,
  );
}

function parseConfcol(args: readonly string[], tools: StreamTools): StreamCommand {
  const [slotText = '', colorText = '', finishText = '', rimText] = args;
  const colors = colorsOf('confcol', tools);
  if (!isColorSlot(slotText)) {
    throw new Refusal(`confcol: ${slotText} is not a colour slot (${listed(COLOR_SLOTS)})`);
  }
  const color = hexColor('confcol', colorText);
  const finishes: readonly string[] = colors.finishes;
  oneOf('confcol', finishText, finishes, 'a finish of this vehicle');
  if (rimText === undefined) {
    return { name: 'confcol', slot: slotText, color, finish: finishText as BodyFinish, rimSize: null };
  }
  if (slotText !== 'rims') throw new Refusal(`confcol: a rim size (${rimText}) is only for slot rims`);
  const rimSize = RIM_SIZES.find((size) => String(size) === rimText);
  if (rimSize === undefined) {
    throw new Refusal(`confcol: ${rimText} is not a rim size (${listed(RIM_SIZES.map(String))})`);
  }
  return { name: 'confcol', slot: slotText, color, finish: finishText as BodyFinish, rimSize };
}

function parseArguments(name: StreamCommandName, args: readonly string[], tools: StreamTools): StreamCommand {
  const [first = '', second = ''] = args;
  switch (name) {
    case 'confopt':
      return parseConfopt(first, second, tools);
    case 'confcam':
      return {
        name,
        category: oneOf(
          name,
          first,
          [DEFAULT_CATEGORY_VALUE, ...powerPartCategories(tools)],
          'a part category of this vehicle',
        ),
      };
    case 'herolvl':
      return { name, variationCode: oneOf(name, first, tools.variationCodes, 'a variation of this model') };
    case 'envilvl':
      return { name, environment: oneOf(name, first, tools.environments, 'an environment of this vehicle') };
    case 'lightng': {
      const { min, max } = tools.lighting;
      return {
        name,
        from: numberWithin(name, first, min, max, false),
        to: numberWithin(name, second, min, max, false),
      };
    }
    case 'daytime':
      return { name, hour: numberWithin(name, first, 1, 24, true) };
    case 'cinemat':
      return { name, id: oneOf(name, first, tools.cinematics, 'a cinematic of this vehicle') };
    case 'perspct':
      return { name, id: oneOf(name, first, tools.perspectives, 'a perspective of this vehicle') };
    case 'animatn':
      return { name, id: oneOf(name, first, tools.views, 'a view of this vehicle') };
    case 'tiltsft':
      if (!tools.tiltShift) throw new Refusal(`${name}: tilt-shift is not available for this vehicle`);
      return { name, on: onOff(name, first) };
    case 'soundfx':
      if (!tools.sound) throw new Refusal(`${name}: sound is not available for this vehicle`);
      return { name, on: onOff(name, first) };
    case 'portrmd':
    case 'touchmd':
      return { name, on: onOff(name, first) };
    case 'introin':
    case 'introgo':
    case 'uereset':
    case 'ueversn':
      return { name };
    case 'confcol':
      return parseConfcol(args, tools);
    default: {
      const unhandled: never = name;
      throw new Error(`Unknown stream command: ${String(unhandled)}`);
    }
  }
}

function arityMessage(name: StreamCommandName, given: number): string {
  const arities = ARITIES[name];
  const got = `got ${given} argument${given === 1 ? '' : 's'}`;
  if (arities[0] === 0) return `${name}: takes no arguments, ${got}`;
  const count = arities.join(' or ');
  return `${name}: expects ${SIGNATURES[name]} (${count} argument${count === '1' ? '' : 's'}), ${got}`;
}

/** Reads one plain-text command; anything refused comes back with a message naming the command and the value. */
export function parseStreamCommand(text: string, tools: StreamTools): StreamCommandParse {
  if (text === '') return { ok: false, command: null, message: 'empty command' };
  if (text.length > STREAM_COMMAND_MAX_LENGTH) {
    return {
      ok: false,
      command: null,
      message: `command longer than ${STREAM_COMMAND_MAX_LENGTH} characters (${text.length})`,
    };
  }
  if (CONTROL.test(text)) return { ok: false, command: null, message: 'command contains control characters' };
  const words = text.split(' ');
  const [name = '', ...args] = words;
  if (words.includes('')) {
    return {
      ok: false,
      command: name === '' ? null : name,
      message: `${name === '' ? 'command' : name}: words must be separated by single spaces, without leading or trailing spaces`,
    };
  }
  if (!isCommandName(name)) {
    return {
      ok: false,
      command: name,
      message: `unknown command '${name}' (known: ${STREAM_COMMAND_NAMES.join(', ')})`,
    };
  }
  if (!ARITIES[name].includes(args.length)) {
    return { ok: false, command: name, message: arityMessage(name, args.length) };
  }
  try {
    return { ok: true, command: parseArguments(name, args, tools) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, command: name, message: error.message };
    throw error;
  }
}

function onOffText(on: boolean): string {
  return on ? 'on' : 'off';
}

/** The text of a command, as the renderer reads it; parsing it gives the same command back. */
export function formatStreamCommand(command: StreamCommand): string {
  switch (command.name) {
    case 'confopt':
      return `confopt ${command.category} ${command.value}`;
    case 'confcam':
      return `confcam ${command.category}`;
    case 'herolvl':
      return `herolvl ${command.variationCode}`;
    case 'envilvl':
      return `envilvl ${command.environment}`;
    case 'lightng':
      return `lightng ${command.from} ${command.to}`;
    case 'daytime':
      return `daytime ${command.hour}`;
    case 'cinemat':
    case 'perspct':
    case 'animatn':
      return `${command.name} ${command.id}`;
    case 'tiltsft':
    case 'soundfx':
    case 'portrmd':
    case 'touchmd':
      return `${command.name} ${onOffText(command.on)}`;
    case 'introin':
    case 'introgo':
    case 'uereset':
    case 'ueversn':
      return command.name;
    case 'confcol': {
      const words = ['confcol', command.slot, command.color, command.finish];
      if (command.rimSize !== null) words.push(String(command.rimSize));
      return words.join(' ');
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown stream command: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The renderer's plain-text answer once a command has been carried out. */
export function streamReply(command: StreamCommand, sceneVersion: string): string {
  switch (command.name) {
    case 'uereset':
      return 'uereset succ';
    case 'ueversn':
      return `ueversn ${sceneVersion}`;
    default:
      return `${command.name} done`;
  }
}
