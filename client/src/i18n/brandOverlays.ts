import type { BrandCode } from '@configurator/domain/catalog/types';
import type { Translation } from './locales/en.js';
import type { Language, TranslationOverlay } from './translation.js';

type Overlay = TranslationOverlay<Translation>;
type PerLanguage = Record<Language, string>;

const same = (text: string): PerLanguage => ({ en: text, de: text, fr: text, es: text, it: text });

/** Builds one overlay per language from texts given per language. */
function overlays(build: (text: (texts: PerLanguage) => string) => Overlay): Record<Language, Overlay> {
  const languages: Language[] = ['en', 'de', 'fr', 'es', 'it'];
  return Object.fromEntries(
    languages.map((language) => [language, build((texts) => texts[language])]),
  ) as Record<Language, Overlay>;
}

const ktm = overlays((text) => ({
  brand: {
    name: 'KTM',
    pageTitle: text({
      en: 'KTM Configurator',
      de: 'KTM Konfigurator',
      fr: 'Configurateur KTM',
      es: 'Configurador KTM',
      it: 'Configuratore KTM',
    }),
    logo: text({ en: 'KTM logo', de: 'KTM Logo', fr: 'Logo KTM', es: 'Logotipo de KTM', it: 'Logo KTM' }),
    siteLink: text({
      en: 'Back to the KTM website',
      de: 'Zurück zur KTM Website',
      fr: 'Retour au site KTM',
      es: 'Volver al sitio web de KTM',
      it: 'Torna al sito KTM',
    }),
  },
  menu: { categories: text(same('Powerparts')), parts3D: text(same('Powerparts')) },
  errors: {
    notAvailable: text({
      en: 'Sorry. The KTM Configurator is not available for your country. Please contact your dealer.',
      de: 'Leider ist der KTM Konfigurator in Ihrem Land nicht verfügbar. Bitte wenden Sie sich an Ihren Händler.',
      fr: 'Désolé. Le configurateur KTM n’est pas disponible dans votre pays. Veuillez contacter votre concessionnaire.',
      es: 'Lo sentimos. El configurador KTM no está disponible en su país. Póngase en contacto con su concesionario.',
      it: 'Siamo spiacenti. Il configuratore KTM non è disponibile nel tuo paese. Contatta il tuo concessionario.',
    }),
  },
  footer: { copyright: text(same('© {{year}} KTM Sportmotorcycle GmbH')) },
}));

const hqv = overlays((text) => ({
  brand: {
    name: 'Husqvarna',
    pageTitle: text({
      en: 'Husqvarna Motorcycles Configurator',
      de: 'Husqvarna Motorcycles Konfigurator',
      fr: 'Configurateur Husqvarna Motorcycles',
      es: 'Configurador Husqvarna Motorcycles',
      it: 'Configuratore Husqvarna Motorcycles',
    }),
    logo: text({
      en: 'Husqvarna Motorcycles logo',
      de: 'Husqvarna Motorcycles Logo',
      fr: 'Logo Husqvarna Motorcycles',
      es: 'Logotipo de Husqvarna Motorcycles',
      it: 'Logo Husqvarna Motorcycles',
    }),
    siteLink: text({
      en: 'Back to the Husqvarna Motorcycles website',
      de: 'Zurück zur Husqvarna Motorcycles Website',
      fr: 'Retour au site Husqvarna Motorcycles',
      es: 'Volver al sitio web de Husqvarna Motorcycles',
      it: 'Torna al sito Husqvarna Motorcycles',
    }),
  },
  menu: {
    categories: text({
      en: 'Technical Accessories',
      de: 'Technisches Zubehör',
      fr: 'Accessoires techniques',
      es: 'Accesorios técnicos',
      it: 'Accessori tecnici',
    }),
    parts3D: text({ en: 'Accessories', de: 'Zubehör', fr: 'Accessoires', es: 'Accesorios', it: 'Accessori' }),
  },
  footer: { copyright: text(same('© {{year}} Husqvarna Motorcycles GmbH')) },
}));

const gg = overlays((text) => ({
  brand: {
    name: 'GASGAS',
    pageTitle: text({
      en: 'GASGAS Configurator',
      de: 'GASGAS Konfigurator',
      fr: 'Configurateur GASGAS',
      es: 'Configurador GASGAS',
      it: 'Configuratore GASGAS',
    }),
    logo: text({
      en: 'GASGAS logo',
      de: 'GASGAS Logo',
      fr: 'Logo GASGAS',
      es: 'Logotipo de GASGAS',
      it: 'Logo GASGAS',
    }),
    siteLink: text({
      en: 'Back to the GASGAS website',
      de: 'Zurück zur GASGAS Website',
      fr: 'Retour au site GASGAS',
      es: 'Volver al sitio web de GASGAS',
      it: 'Torna al sito GASGAS',
    }),
  },
  menu: {
    parts3D: text({ en: 'Accessories', de: 'Zubehör', fr: 'Accessoires', es: 'Accesorios', it: 'Accessori' }),
  },
  footer: { copyright: text(same('© {{year}} GASGAS Motorcycles GmbH')) },
}));

/** Brand wording laid over the language files: labels, the part menu's name, legal lines. */
export const BRAND_OVERLAYS: Record<BrandCode, Record<Language, Overlay>> = { KTM: ktm, HQV: hqv, GG: gg };
