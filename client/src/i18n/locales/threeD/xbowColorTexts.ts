/** The X-Bow colour customisation: the texts of every language, under `xbowColors`. */
const en = {
  heading: 'placeholder',
};

type Texts = typeof en;

export const xbowColorTexts: Record<'en' | 'de' | 'fr' | 'es' | 'it', Texts> = {
  en,
  de: { heading: 'placeholder' },
  fr: { heading: 'placeholder' },
  es: { heading: 'placeholder' },
  it: { heading: 'placeholder' },
};
