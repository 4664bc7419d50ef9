/** The shape every language file has: the English file's keys, each a string. */
export type TranslationTree<T> = { [K in keyof T]: T[K] extends string ? string : TranslationTree<T[K]> };

/** A brand overlay: any subset of the keys, replacing the language file's wording. */
export type TranslationOverlay<T> = {
  [K in keyof T]?: T[K] extends string ? string : TranslationOverlay<T[K]>;
};

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' -> 'de'; a language we do not translate -> undefined. */
export function languageOfCulture(culture: string): Language | undefined {
  const language = culture.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguage(language) ? language : undefined;
}
