/** The 3D tools panel: the texts of every language, under `tools3d`. */
const en = {
  heading: 'placeholder',
};

type Texts = typeof en;

export const toolTexts: Record<'en' | 'de' | 'fr' | 'es' | 'it', Texts> = {
  en,
  de: { heading: 'placeholder' },
  fr: { heading: 'placeholder' },
  es: { heading: 'placeholder' },
  it: { heading: 'placeholder' },
};
