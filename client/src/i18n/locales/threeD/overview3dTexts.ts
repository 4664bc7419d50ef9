/** The 3D bottom bar, the expandable overview and the 3D summary: the texts of every language, under `overview3d`. */
const en = {
  bar: {
    label: 'Configuration actions',
    mute: 'Mute engine sound',
    unmute: 'Turn engine sound on',
    pdf: { initial: 'Download PDF', processing: 'Creating PDF…', done: 'PDF downloaded' },
    share: { initial: 'Share', done: 'Shared' },
    save: { initial: 'Save', done: 'Saved' },
    screenshot: 'Screenshot',
  },
  notices: {
    loginRequired: 'Please log in to save your configuration.',
    failed: 'That did not work. Please try again.',
    noPicture: 'There is no picture to capture yet.',
  },
  overview: {
    title: 'Your configuration',
    show: 'Show the overview',
    hide: 'Hide the overview',
    parts: 'Added parts',
    noParts: 'No parts added yet.',
    reference: 'Ref. code {{code}}',
    remove: 'Remove',
    removeNamed: 'Remove {{name}}',
    total: 'Total',
    complete: 'Complete configuration',
  },
  summary: {
    title: 'Thank you for your enquiry',
    description:
      'Your configuration is on its way to the dealer you chose. The dealer will contact you shortly to talk about your offer.',
    newConfiguration: 'New configuration',
    back: 'Back to the configurator',
  },
};

type Texts = typeof en;

const de: Texts = {
  bar: {
    label: 'Aktionen zur Konfiguration',
    mute: 'Motorsound stumm schalten',
    unmute: 'Motorsound einschalten',
    pdf: { initial: 'PDF herunterladen', processing: 'PDF wird erstellt…', done: 'PDF heruntergeladen' },
    share: { initial: 'Teilen', done: 'Geteilt' },
    save: { initial: 'Speichern', done: 'Gespeichert' },
    screenshot: 'Screenshot',
  },
  notices: {
    loginRequired: 'Bitte melden Sie sich an, um Ihre Konfiguration zu speichern.',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    noPicture: 'Es gibt noch kein Bild zum Aufnehmen.',
  },
  overview: {
    title: 'Ihre Konfiguration',
    show: 'Übersicht anzeigen',
    hide: 'Übersicht ausblenden',
    parts: 'Hinzugefügte Teile',
    noParts: 'Noch keine Teile hinzugefügt.',
    reference: 'Ref.-Code {{code}}',
    remove: 'Entfernen',
    removeNamed: '{{name}} entfernen',
    total: 'Gesamt',
    complete: 'Konfiguration abschließen',
  },
  summary: {
    title: 'Vielen Dank für Ihre Anfrage',
    description:
      'Ihre Konfiguration ist unterwegs zum gewählten Händler. Der Händler meldet sich in Kürze bei Ihnen, um Ihr Angebot zu besprechen.',
    newConfiguration: 'Neue Konfiguration',
    back: 'Zurück zum Konfigurator',
  },
};

const fr: Texts = {
  bar: {
    label: 'Actions de la configuration',
    mute: 'Couper le son du moteur',
    unmute: 'Activer le son du moteur',
    pdf: { initial: 'Télécharger le PDF', processing: 'Création du PDF…', done: 'PDF téléchargé' },
    share: { initial: 'Partager', done: 'Partagé' },
    save: { initial: 'Enregistrer', done: 'Enregistré' },
    screenshot: 'Capture d’écran',
  },
  notices: {
    loginRequired: 'Veuillez vous connecter pour enregistrer votre configuration.',
    failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
    noPicture: 'Il n’y a pas encore d’image à capturer.',
  },
  overview: {
    title: 'Votre configuration',
    show: 'Afficher l’aperçu',
    hide: 'Masquer l’aperçu',
    parts: 'Pièces ajoutées',
    noParts: 'Aucune pièce ajoutée pour l’instant.',
    reference: 'Réf. {{code}}',
    remove: 'Retirer',
    removeNamed: 'Retirer {{name}}',
    total: 'Total',
    complete: 'Terminer la configuration',
  },
  summary: {
    title: 'Merci pour votre demande',
    description:
      'Votre configuration est en route vers le concessionnaire choisi. Il vous contactera sous peu pour parler de votre offre.',
    newConfiguration: 'Nouvelle configuration',
    back: 'Retour au configurateur',
  },
};

const es: Texts = {
  bar: {
    label: 'Acciones de la configuración',
    mute: 'Silenciar el sonido del motor',
    unmute: 'Activar el sonido del motor',
    pdf: { initial: 'Descargar PDF', processing: 'Creando el PDF…', done: 'PDF descargado' },
    share: { initial: 'Compartir', done: 'Compartido' },
    save: { initial: 'Guardar', done: 'Guardado' },
    screenshot: 'Captura de pantalla',
  },
  notices: {
    loginRequired: 'Inicie sesión para guardar su configuración.',
    failed: 'No ha funcionado. Inténtelo de nuevo.',
    noPicture: 'Todavía no hay ninguna imagen que capturar.',
  },
  overview: {
    title: 'Su configuración',
    show: 'Mostrar el resumen',
    hide: 'Ocultar el resumen',
    parts: 'Piezas añadidas',
    noParts: 'Todavía no ha añadido piezas.',
    reference: 'Ref. {{code}}',
    remove: 'Quitar',
    removeNamed: 'Quitar {{name}}',
    total: 'Total',
    complete: 'Completar la configuración',
  },
  summary: {
    title: 'Gracias por su solicitud',
    description:
      'Su configuración va de camino al concesionario que eligió. El concesionario se pondrá en contacto con usted en breve para hablar de su oferta.',
    newConfiguration: 'Nueva configuración',
    back: 'Volver al configurador',
  },
};

const it: Texts = {
  bar: {
    label: 'Azioni della configurazione',
    mute: 'Disattiva il suono del motore',
    unmute: 'Attiva il suono del motore',
    pdf: { initial: 'Scarica PDF', processing: 'Creazione del PDF…', done: 'PDF scaricato' },
    share: { initial: 'Condividi', done: 'Condiviso' },
    save: { initial: 'Salva', done: 'Salvato' },
    screenshot: 'Screenshot',
  },
  notices: {
    loginRequired: 'Accedi per salvare la tua configurazione.',
    failed: 'Non ha funzionato. Riprova.',
    noPicture: 'Non c’è ancora un’immagine da catturare.',
  },
  overview: {
    title: 'La tua configurazione',
    show: 'Mostra il riepilogo',
    hide: 'Nascondi il riepilogo',
    parts: 'Parti aggiunte',
    noParts: 'Nessuna parte aggiunta finora.',
    reference: 'Cod. rif. {{code}}',
    remove: 'Rimuovi',
    removeNamed: 'Rimuovi {{name}}',
    total: 'Totale',
    complete: 'Completa la configurazione',
  },
  summary: {
    title: 'Grazie per la tua richiesta',
    description:
      'La tua configurazione è in viaggio verso il concessionario scelto. Il concessionario ti contatterà a breve per parlare della tua offerta.',
    newConfiguration: 'Nuova configurazione',
    back: 'Torna al configuratore',
  },
};

export const overview3dTexts: Record<'en' | 'de' | 'fr' | 'es' | 'it', Texts> = { en, de, fr, es, it };
