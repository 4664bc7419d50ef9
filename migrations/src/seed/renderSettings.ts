/** Settings handed to the renderer: stream endpoint, rendered parts, scene tools and the colour menu. */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import type { PartFamily } from './brands.js';
import { randomFor } from './random.js';
import { loc } from './texts.js';

type Vehicle = CatalogInput['vehicles'][number];
type RenderSettings = Vehicle['renderSettings'];
type Part = CatalogInput['parts'][number];
type CommandItem = RenderSettings['Tools']['Environments'][number];

/** `id;command value;en|de|fr|es|it` */
function items(lines: readonly string[]): CommandItem[] {
  return lines.map((line) => {
    const [id, value, names] = line.split(';');
    if (!id || !value || !names) throw new Error(`bad render command ${line}`);
    return { Id: id, Name: loc(names), Value: value };
  });
}

const ENVIRONMENTS: Readonly<Record<PartFamily, readonly string[]>> = {
  street: [
    'studio;envilvl studio;Studio|Studio|Studio|Estudio|Studio',
    'city;envilvl city;City|Stadt|Ville|Ciudad|Città',
    'alpine;envilvl alpine;Alpine pass|Alpenpass|Col alpin|Puerto alpino|Passo alpino',
    'racetrack;envilvl racetrack;Race track|Rennstrecke|Circuit|Circuito|Circuito',
  ],
  travel: [
    'studio;envilvl studio;Studio|Studio|Studio|Estudio|Studio',
    'alpine;envilvl alpine;Alpine pass|Alpenpass|Col alpin|Puerto alpino|Passo alpino',
    'desert;envilvl desert;Desert|Wüste|Désert|Desierto|Deserto',
  ],
  offroad: [
    'studio;envilvl studio;Studio|Studio|Studio|Estudio|Studio',
    'forest;envilvl forest;Forest|Wald|Forêt|Bosque|Foresta',
    'mxtrack;envilvl mxtrack;Motocross track|Motocross-Strecke|Piste de motocross|Circuito de motocross|Pista da motocross',
    'desert;envilvl desert;Desert|Wüste|Désert|Desierto|Deserto',
  ],
  car: [
    'studio;envilvl studio;Studio|Studio|Studio|Estudio|Studio',
    'racetrack;envilvl racetrack;Race track|Rennstrecke|Circuit|Circuito|Circuito',
    'pitlane;envilvl pitlane;Pit lane|Boxengasse|Voie des stands|Pit lane|Pit lane',
    'citynight;envilvl citynight;City at night|Stadt bei Nacht|Ville de nuit|Ciudad de noche|Città di notte',
  ],
};

const CINEMATICS = items([
  'intro;cinemat intro;Introduction|Einführung|Introduction|Introducción|Introduzione',
  'rideby;cinemat rideby;Ride-by|Vorbeifahrt|Passage|Pasada|Passaggio',
  'details;cinemat details;Details|Details|Détails|Detalles|Dettagli',
]);

const PERSPECTIVES = items([
  'front;perspct front;Front|Vorne|Avant|Frontal|Anteriore',
  'rear;perspct rear;Rear|Hinten|Arrière|Trasera|Posteriore',
  'left;perspct left;Left side|Linke Seite|Côté gauche|Lado izquierdo|Lato sinistro',
  'right;perspct right;Right side|Rechte Seite|Côté droit|Lado derecho|Lato destro',
  'top;perspct top;Top|Oben|Dessus|Superior|Dall’alto',
  'cockpit;perspct cockpit;Cockpit|Cockpit|Poste de pilotage|Puesto de conducción|Posto di guida',
]);

const MOTORCYCLE_VIEWS = items([
  'wheelspin;animatn wheelspin;Wheel spin|Raddrehung|Rotation des roues|Giro de ruedas|Rotazione ruote',
  'steer;animatn steer;Steering|Lenkeinschlag|Braquage|Giro del manillar|Sterzata',
  'suspension;animatn suspension;Suspension travel|Federweg|Débattement|Recorrido de suspensión|Escursione sospensioni',
]);

const CAR_VIEWS = items([
  'canopy;animatn canopy;Open canopy|Kanzel öffnen|Ouvrir la canopée|Abrir la cúpula|Apri il canopy',
  'wheelspin;animatn wheelspin;Wheel spin|Raddrehung|Rotation des roues|Giro de ruedas|Rotazione ruote',
  'wing;animatn wing;Rear wing|Heckflügel|Aileron arrière|Alerón trasero|Alettone',
]);

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function streamKey(modelId: string): string {
  const random = randomFor(`render-key:${modelId}`);
  return Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
}

export interface RenderInput {
  modelId: string;
  family: PartFamily;
  /** The offered parts, in catalogue order. */
  parts: readonly Part[];
  keyOf: ReadonlyMap<number, string>;
  colorSelection: RenderSettings['ColorSelection'];
}

export function buildRenderSettings(input: RenderInput): RenderSettings {
  const isCar = input.family === 'car';
  return {
    AppSettings: { URL: 'wss://render.local/stream', ENV: 'stage', KEY: streamKey(input.modelId) },
    Reset: 'uereset',
    Data: input.modelId.toLowerCase().replaceAll('-', '_'),
    Sound: { Enabled: !isCar },
    PowerParts: {
      List: input.parts
        .filter((part) => part.canBeRendered && !part.isColorPart)
        .map((part) => ({
          Id: part.partId,
          Value: `pp_${snakeCase(input.keyOf.get(part.partId) ?? 'part')}_${part.code}`,
          Category: part.categories.join(','),
        })),
      Command: 'confopt',
      Camera: 'confcam',
    },
    Tools: {
      Environments: items(ENVIRONMENTS[input.family]),
      Lighting: { Command: 'lightng', Min: 12, Max: 22, Initial: 12, Fraction: 1 / 23, Default: 0.25 },
      Cinematics: CINEMATICS,
      Perspectives: isCar ? PERSPECTIVES : PERSPECTIVES.filter((item) => item.Id !== 'cockpit'),
      Views: isCar ? CAR_VIEWS : MOTORCYCLE_VIEWS,
      Tiltshift: { Command: 'tiltsft', Enabled: true },
    },
    ColorSelection: input.colorSelection,
  };
}
