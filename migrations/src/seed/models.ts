/**
 * The model line-up. One line per model:
 * `name;segment;engine type;displacement (battery Wh for electric);dry weight kg;power kW;torque Nm;price EUR;flags;platform`
 * Flags: 3 = rendered in 3D, O = offer button, H = prices hidden, T = test ride bookable,
 * t = test ride listed but fully booked, 1 = a single colour variation. Models of one platform share
 * their fitment parts; without a platform the model is its own.
 */
import type { BrandCode } from './brands.js';

export interface ModelSpec {
  modelId: string;
  brand: BrandCode;
  name: string;
  segmentKey: string;
  engineType: string;
  /** cm³, or battery capacity in Wh for electric models. */
  displacement: number;
  dryWeight: number;
  powerKw: number;
  torqueNm: number;
  priceEur: number;
  engine3D: boolean;
  showOfferButton: boolean;
  showPrices: boolean;
  testRide: 'bookable' | 'booked' | null;
  singleVariation: boolean;
  /** Models of one platform share their fitment parts. */
  platform: string;
}

const MODEL_LINES: Readonly<Record<BrandCode, readonly string[]>> = {
  KTM: [
    'KTM 125 DUKE 2024;NAKED;4-Stroke;125;148;11;12;5299;3OT;DUKE-S',
    'KTM 390 DUKE 2024;NAKED;4-Stroke;399;150;33;39;6199;3OT;DUKE-S',
    'KTM 990 DUKE 2024;NAKED;4-Stroke;947;179;90;103;13499;3OT;DUKE-L',
    'KTM 1390 SUPER DUKE R 2024;NAKED;4-Stroke;1350;198;140;145;22999;3Ot;DUKE-L',
    'KTM 890 ADVENTURE R 2025;TRAVEL;4-Stroke;889;196;77;100;16799;OT;ADVENTURE',
    'KTM 1390 SUPER ADVENTURE S EVO 2025;TRAVEL;4-Stroke;1350;231;129;145;24399;T;ADVENTURE',
    'KTM RC 390 2024;SUPERSPORT;4-Stroke;373;155;32;37;6399;T1;RC',
    'KTM 990 RC R 2025;SUPERSPORT;4-Stroke;947;185;95;103;22999;H;RC',
    'KTM 300 EXC HARDENDURO 2025;ENDURO;2-Stroke;293;103;40;42;11999;;EXC',
    'KTM 350 EXC-F 2024;ENDURO;4-Stroke;350;107;35;30;11499;O;EXC',
    'KTM 250 SX 2024;MX;2-Stroke;249;96;35;28;9799;;SX',
    'KTM 450 SX-F 2025;MX;4-Stroke;450;104;47;50;11299;O;SX',
    'KTM 690 SMC R 2024;SUPERMOTO;4-Stroke;693;147;55;73;12299;T',
    'KTM X-BOW GT-XR 2025;XBOW;Combustion;2480;1130;368;581;284900;3O1',
  ],
  HQV: [
    'HUSQVARNA VITPILEN 401 2024;STREET;4-Stroke;399;154;33;39;5999;3OT;PILEN-401',
    'HUSQVARNA SVARTPILEN 401 2024;STREET;4-Stroke;399;159;33;39;6299;T;PILEN-401',
    'HUSQVARNA SVARTPILEN 801 2025;STREET;4-Stroke;799;181;77;87;11999;Ot',
    'HUSQVARNA NORDEN 901 2024;TRAVEL;4-Stroke;889;204;77;100;14999;T;NORDEN',
    'HUSQVARNA NORDEN 901 EXPEDITION 2025;TRAVEL;4-Stroke;889;205;77;100;17499;3OT;NORDEN',
    'HUSQVARNA 701 ENDURO 2024;ENDURO;4-Stroke;692;146;55;73;11999;',
    'HUSQVARNA TE 300 2024;ENDURO;2-Stroke;293;106;40;42;11899;O1;TE-FE',
    'HUSQVARNA FE 350 2025;ENDURO;4-Stroke;350;108;35;30;11699;;TE-FE',
    'HUSQVARNA FC 450 2024;MX;4-Stroke;450;106;47;50;11199;;TC-FC',
    'HUSQVARNA TC 125 2023;MX;2-Stroke;125;88;27;20;8299;;TC-FC',
    'HUSQVARNA EE 5 2024;MX;Electric;907;52;9;21;5999;O',
  ],
  GG: [
    'GASGAS EC 300 2024;ENDURO;2-Stroke;293;104;40;42;11199;O;EC',
    'GASGAS EC 250F 2025;ENDURO;4-Stroke;249;106;30;25;10999;;EC',
    'GASGAS MC 250F 2024;MX;4-Stroke;249;101;32;26;9699;3O;MC',
    'GASGAS MC 450F 2025;MX;4-Stroke;450;104;47;50;10899;;MC',
    'GASGAS MC 125 2023;MX;2-Stroke;125;87;27;20;7999;1;MC',
    'GASGAS MC-E 5 2024;MX;Electric;907;52;9;21;5899;',
    'GASGAS TXT RACING 300 2024;TRIAL;2-Stroke;294;70;20;28;8999;;TXT',
    'GASGAS TXT GP 250 2025;TRIAL;2-Stroke;249;68;18;26;9499;O;TXT',
    'GASGAS SM 700 2024;SUPERMOTO;4-Stroke;693;147;55;73;10999;3OT',
    'GASGAS ES 700 2024;STREET;4-Stroke;693;146;55;73;10999;T',
  ],
};

/** The model id as the catalog spells it: the name with dashes, e.g. KTM-390-DUKE-2024. */
export function modelIdFromName(name: string): string {
  return name.trim().split(/\s+/).join('-');
}

function parseNumber(text: string | undefined, line: string): number {
  const value = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(value)) throw new Error(`bad number in ${line}`);
  return value;
}

function parseModel(brand: BrandCode, line: string): ModelSpec {
  const [
    name,
    segmentKey,
    engineType,
    displacement,
    dryWeight,
    powerKw,
    torqueNm,
    price,
    flags = '',
    platform,
  ] = line.split(';');
  if (!name || !segmentKey || !engineType) throw new Error(`bad model line ${line}`);
  const modelId = modelIdFromName(name);
  return {
    modelId,
    brand,
    name,
    segmentKey,
    engineType,
    displacement: parseNumber(displacement, line),
    dryWeight: parseNumber(dryWeight, line),
    powerKw: parseNumber(powerKw, line),
    torqueNm: parseNumber(torqueNm, line),
    priceEur: parseNumber(price, line),
    engine3D: flags.includes('3'),
    showOfferButton: flags.includes('O'),
    showPrices: !flags.includes('H'),
    testRide: flags.includes('T') ? 'bookable' : flags.includes('t') ? 'booked' : null,
    singleVariation: flags.includes('1'),
    platform: `${brand}:${platform || modelId}`,
  };
}

export const MODELS: readonly ModelSpec[] = (['KTM', 'HQV', 'GG'] as const).flatMap((brand) =>
  MODEL_LINES[brand].map((line) => parseModel(brand, line)),
);
