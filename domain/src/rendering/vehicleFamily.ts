/** The body shape the renderer builds for a model. */
export type VehicleFamily = 'naked' | 'travel' | 'offroad' | 'supermoto' | 'sport' | 'electric' | 'car';

/** The body shape of a model from its segment code (e.g. KTM-NAKED) and engine type. */
export function familyOfSegment(segmentCode: string, engineType: string): VehicleFamily {
  const key = segmentCode.slice(segmentCode.indexOf('-') + 1);
  if (key === 'XBOW') return 'car';
  if (/electric/i.test(engineType)) return 'electric';
  switch (key) {
    case 'NAKED':
    case 'STREET':
      return 'naked';
    case 'TRAVEL':
      return 'travel';
    case 'SUPERSPORT':
      return 'sport';
    case 'SUPERMOTO':
      return 'supermoto';
    default:
      return 'offroad';
  }
}
