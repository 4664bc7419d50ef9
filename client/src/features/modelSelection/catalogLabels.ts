/**
 * Segment names and engine types come from the catalog in one language (the API keeps them so: the
 * segment name is also the `segment` query value). The known ones are shown in the visitor's
 * language; a name the texts do not know is shown as the catalog gives it.
 */
type Translate = (key: string) => string;

const ENGINE_TYPE_KEYS: Readonly<Record<string, string>> = {
  '4-STROKE': 'fourStroke',
  '2-STROKE': 'twoStroke',
  ELECTRIC: 'electric',
  COMBUSTION: 'combustion',
};

const SEGMENT_KEYS: Readonly<Record<string, string>> = {
  'NAKED BIKE': 'nakedBike',
  TRAVEL: 'travel',
  SUPERSPORT: 'supersport',
  ENDURO: 'enduro',
  MOTOCROSS: 'motocross',
  SUPERMOTO: 'supermoto',
  STREET: 'street',
  TRIAL: 'trial',
  'X-BOW': 'xBow',
};

/** Catalog names are typed by hand: case and spacing do not make another name. */
const normalised = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

function label(t: Translate, group: string, keys: Readonly<Record<string, string>>, name: string): string {
  const key = keys[normalised(name)];
  return key ? t(`modelSelection.${group}.${key}`) : name;
}

export function engineTypeLabel(t: Translate, engineType: string): string {
  return label(t, 'engineTypes', ENGINE_TYPE_KEYS, engineType);
}

export function segmentLabel(t: Translate, segmentName: string): string {
  return label(t, 'segmentNames', SEGMENT_KEYS, segmentName);
}
