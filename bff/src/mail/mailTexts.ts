import type { SupportedLanguage } from '../http/requestContext.js';

/**
 * The mails' texts. `{model}`, `{brand}` and `{name}` are filled in by the composer; everything
 * else the recipient reads comes from the catalog in the same language.
 */
export const MAIL_TEXTS = {
  en: {
    summarySubject: 'Your {model} configuration',
    summaryIntro: 'Here is the {model} configured with the {brand} configurator.',
    exportSubject: '{model} configuration for {name}',
    exportIntro:
      'Here is the export of the {model} configured for {name}. The attached file holds the configuration for import.',
    dealerSubject: 'Enquiry about a {model} from {name}',
    dealerIntro:
      '{name} would like an offer for the {model} below. Please reply to this e-mail to contact them.',
    customer: 'Customer',
    colour: 'Colour',
    setup: 'Setup',
    parts: 'Parts',
    noParts: 'No parts added.',
    reference: 'Ref.',
    basePrice: 'Base price',
    total: 'Total',
    open: 'Open the configuration',
    linkHint: 'The link opens the configuration on any device.',
    footer: 'Sent by the {brand} configurator.',
  },
  de: {
    summarySubject: 'Ihre Konfiguration der {model}',
    summaryIntro: 'Hier ist die {model}, konfiguriert mit dem {brand} Konfigurator.',
    exportSubject: 'Konfiguration der {model} für {name}',
    exportIntro:
      'Hier ist der Export der für {name} konfigurierten {model}. Die angehängte Datei enthält die Konfiguration zum Import.',
    dealerSubject: 'Anfrage zur {model} von {name}',
    dealerIntro:
      '{name} wünscht ein Angebot für die unten stehende {model}. Antworten Sie auf diese E-Mail, um Kontakt aufzunehmen.',
    customer: 'Kunde',
    colour: 'Farbe',
    setup: 'Setup',
    parts: 'Teile',
    noParts: 'Keine Teile hinzugefügt.',
    reference: 'Art.-Nr.',
    basePrice: 'Grundpreis',
    total: 'Gesamt',
    open: 'Konfiguration öffnen',
    linkHint: 'Der Link öffnet die Konfiguration auf jedem Gerät.',
    footer: 'Gesendet vom {brand} Konfigurator.',
  },
  fr: {
    summarySubject: 'Votre configuration de la {model}',
    summaryIntro: 'Voici la {model} configurée avec le configurateur {brand}.',
    exportSubject: 'Configuration de la {model} pour {name}',
    exportIntro:
      "Voici l'export de la {model} configurée pour {name}. Le fichier joint contient la configuration à importer.",
    dealerSubject: 'Demande concernant la {model} de {name}',
    dealerIntro:
      '{name} souhaite une offre pour la {model} ci-dessous. Répondez à cet e-mail pour le contacter.',
    customer: 'Client',
    colour: 'Couleur',
    setup: 'Setup',
    parts: 'Pièces',
    noParts: 'Aucune pièce ajoutée.',
    reference: 'Réf.',
    basePrice: 'Prix de base',
    total: 'Total',
    open: 'Ouvrir la configuration',
    linkHint: "Le lien ouvre la configuration sur n'importe quel appareil.",
    footer: 'Envoyé par le configurateur {brand}.',
  },
  es: {
    summarySubject: 'Tu configuración de la {model}',
    summaryIntro: 'Aquí tienes la {model} configurada con el configurador de {brand}.',
    exportSubject: 'Configuración de la {model} para {name}',
    exportIntro:
      'Aquí tienes la exportación de la {model} configurada para {name}. El archivo adjunto contiene la configuración para importar.',
    dealerSubject: 'Consulta sobre la {model} de {name}',
    dealerIntro: '{name} desea una oferta para la {model} de abajo. Responde a este correo para contactar.',
    customer: 'Cliente',
    colour: 'Color',
    setup: 'Setup',
    parts: 'Piezas',
    noParts: 'No se han añadido piezas.',
    reference: 'Ref.',
    basePrice: 'Precio base',
    total: 'Total',
    open: 'Abrir la configuración',
    linkHint: 'El enlace abre la configuración en cualquier dispositivo.',
    footer: 'Enviado por el configurador de {brand}.',
  },
  it: {
    summarySubject: 'La tua configurazione della {model}',
    summaryIntro: 'Ecco la {model} configurata con il configuratore {brand}.',
    exportSubject: 'Configurazione della {model} per {name}',
    exportIntro:
      "Ecco l'esportazione della {model} configurata per {name}. Il file allegato contiene la configurazione da importare.",
    dealerSubject: 'Richiesta per la {model} da {name}',
    dealerIntro:
      '{name} desidera un’offerta per la {model} qui sotto. Rispondi a questa e-mail per contattarlo.',
    customer: 'Cliente',
    colour: 'Colore',
    setup: 'Setup',
    parts: 'Accessori',
    noParts: 'Nessun accessorio aggiunto.',
    reference: 'Cod.',
    basePrice: 'Prezzo base',
    total: 'Totale',
    open: 'Apri la configurazione',
    linkHint: 'Il link apre la configurazione su qualsiasi dispositivo.',
    footer: 'Inviato dal configuratore {brand}.',
  },
} satisfies Record<SupportedLanguage, Record<string, string>>;

export type MailTexts = (typeof MAIL_TEXTS)['en'];

export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
