import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '../../i18n/i18n.js';
import { engineTypeLabel, segmentLabel } from './catalogLabels.js';

await Promise.all([loadLanguage('de'), loadLanguage('fr')]);

describe('catalog labels', () => {
  const de = createI18n('KTM', 'de').t;
  const fr = createI18n('KTM', 'fr').t;
  const en = createI18n('KTM', 'en').t;

  it('translates the known engine types, whatever their case and spacing', () => {
    expect(engineTypeLabel(de, '4-Stroke')).toBe('4-Takt');
    expect(engineTypeLabel(de, ' 2-STROKE ')).toBe('2-Takt');
    expect(engineTypeLabel(fr, 'Electric')).toBe('Électrique');
    expect(engineTypeLabel(en, '4-Stroke')).toBe('4-Stroke');
  });

  it('translates the known segments', () => {
    expect(segmentLabel(de, 'TRAVEL')).toBe('REISE');
    expect(segmentLabel(fr, 'naked  bike')).toBe('ROADSTER');
    expect(segmentLabel(en, 'X-BOW')).toBe('X-BOW');
  });

  it('shows a name the texts do not know as the catalog gives it', () => {
    expect(engineTypeLabel(de, 'Hydrogen')).toBe('Hydrogen');
    expect(segmentLabel(fr, 'ADVENTURE')).toBe('ADVENTURE');
  });
});
