/** The 3D bottom bar, the expandable overview and the 3D summary: the texts of every language, under `overview3d`. */
const en = {
  heading: 'placeholder',
};

type Texts = typeof en;

export const overview3dTexts: Record<'en' | 'de' | 'fr' | 'es' | 'it', Texts> = {
  en,
  de: { heading: 'placeholder' },
  fr: { heading: 'placeholder' },
  es: { heading: 'placeholder' },
  it: { heading: 'placeholder' },
};
