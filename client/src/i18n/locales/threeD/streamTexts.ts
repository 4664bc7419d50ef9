/** The 3D stream, the waiting room, the login gate, the hints and the inactivity prompts: the texts of every language, under `rendering3d`. */
const en = {
  heading: 'placeholder',
};

type Texts = typeof en;

export const streamTexts: Record<'en' | 'de' | 'fr' | 'es' | 'it', Texts> = {
  en,
  de: { heading: 'placeholder' },
  fr: { heading: 'placeholder' },
  es: { heading: 'placeholder' },
  it: { heading: 'placeholder' },
};
