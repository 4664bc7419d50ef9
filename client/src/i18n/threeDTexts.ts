import type { i18n as I18n } from 'i18next';
import { originalOf } from './i18n.js';
import { overview3dTexts } from './locales/threeD/overview3dTexts.js';
import { streamTexts } from './locales/threeD/streamTexts.js';
import { toolTexts } from './locales/threeD/toolTexts.js';
import { xbowColorTexts } from './locales/threeD/xbowColorTexts.js';
import { LANGUAGES, type Language } from './translation.js';

/**
 * The 3D screen's texts in every language. They travel with the 3D screen's code, not with the
 * first page: `addThreeDTexts` merges them into the running translations when that screen loads.
 */
export function threeDTexts(language: Language) {
  return {
    rendering3d: streamTexts[language],
    tools3d: toolTexts[language],
    xbowColors: xbowColorTexts[language],
    overview3d: overview3dTexts[language],
  };
}

const added = new WeakSet<I18n>();

/** Adds the 3D texts to every language of the instance, once; brand wording already there stays. */
export function addThreeDTexts(given: I18n): void {
  const instance = originalOf(given);
  if (added.has(instance)) return;
  added.add(instance);
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, 'translation', threeDTexts(language), true, false);
  }
}
