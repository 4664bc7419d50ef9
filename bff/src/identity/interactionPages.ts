import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../http/requestContext.js';

export type Brand = 'KTM' | 'HQV' | 'GG';

const TEXTS = {
  en: {
    signIn: 'Sign in',
    register: 'Create account',
    email: 'E-mail',
    password: 'Password',
    givenName: 'First name',
    familyName: 'Last name',
    noAccount: 'No account yet?',
    haveAccount: 'Already registered?',
    invalid: 'E-mail or password is not correct.',
    taken: 'An account with this e-mail exists already.',
    incomplete: 'Please fill in every field; the password needs at least 8 characters.',
    logout: 'Do you want to sign out?',
    yes: 'Yes, sign me out',
    no: 'No, stay signed in',
    error: 'Something went wrong',
    loggedOut: 'You are signed out.',
    signingOut: 'Signing out…',
    continue: 'Continue',
  },
  de: {
    signIn: 'Anmelden',
    register: 'Konto erstellen',
    email: 'E-Mail',
    password: 'Passwort',
    givenName: 'Vorname',
    familyName: 'Nachname',
    noAccount: 'Noch kein Konto?',
    haveAccount: 'Schon registriert?',
    invalid: 'E-Mail oder Passwort ist nicht korrekt.',
    taken: 'Zu dieser E-Mail gibt es bereits ein Konto.',
    incomplete: 'Bitte alle Felder ausfüllen; das Passwort braucht mindestens 8 Zeichen.',
    logout: 'Möchten Sie sich abmelden?',
    yes: 'Ja, abmelden',
    no: 'Nein, angemeldet bleiben',
    error: 'Etwas ist schiefgegangen',
    loggedOut: 'Sie sind abgemeldet.',
    signingOut: 'Abmeldung läuft…',
    continue: 'Weiter',
  },
  fr: {
    signIn: 'Se connecter',
    register: 'Créer un compte',
    email: 'E-mail',
    password: 'Mot de passe',
    givenName: 'Prénom',
    familyName: 'Nom',
    noAccount: 'Pas encore de compte ?',
    haveAccount: 'Déjà inscrit ?',
    invalid: "L'e-mail ou le mot de passe est incorrect.",
    taken: 'Un compte existe déjà pour cet e-mail.',
    incomplete: 'Veuillez remplir tous les champs ; le mot de passe doit compter au moins 8 caractères.',
    logout: 'Voulez-vous vous déconnecter ?',
    yes: 'Oui, me déconnecter',
    no: 'Non, rester connecté',
    error: "Une erreur s'est produite",
    loggedOut: 'Vous êtes déconnecté.',
    signingOut: 'Déconnexion en cours…',
    continue: 'Continuer',
  },
  es: {
    signIn: 'Iniciar sesión',
    register: 'Crear cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    givenName: 'Nombre',
    familyName: 'Apellido',
    noAccount: '¿Aún no tiene cuenta?',
    haveAccount: '¿Ya está registrado?',
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    taken: 'Ya existe una cuenta con este correo electrónico.',
    incomplete: 'Rellene todos los campos; la contraseña necesita al menos 8 caracteres.',
    logout: '¿Desea cerrar la sesión?',
    yes: 'Sí, cerrar sesión',
    no: 'No, seguir conectado',
    error: 'Algo ha salido mal',
    loggedOut: 'Ha cerrado la sesión.',
    signingOut: 'Cerrando la sesión…',
    continue: 'Continuar',
  },
  it: {
    signIn: 'Accedi',
    register: 'Crea account',
    email: 'E-mail',
    password: 'Password',
    givenName: 'Nome',
    familyName: 'Cognome',
    noAccount: 'Non hai ancora un account?',
    haveAccount: 'Già registrato?',
    invalid: "L'e-mail o la password non sono corrette.",
    taken: 'Esiste già un account con questa e-mail.',
    incomplete: 'Compila tutti i campi; la password deve avere almeno 8 caratteri.',
    logout: 'Vuoi uscire?',
    yes: 'Sì, esci',
    no: 'No, resta connesso',
    error: 'Qualcosa è andato storto',
    loggedOut: 'Sei uscito.',
    signingOut: 'Disconnessione in corso…',
    continue: 'Continua',
  },
} satisfies Record<SupportedLanguage, Record<string, string>>;

export type Texts = (typeof TEXTS)['en'];

const BRAND_LOOK: Record<Brand, { name: string; accent: string; background: string; onAccent: string }> = {
  KTM: { name: 'KTM', accent: '#ff6600', background: '#ffffff', onAccent: '#000000' },
  HQV: { name: 'Husqvarna', accent: '#ffed00', background: '#1a2a4a', onAccent: '#1a2a4a' },
  GG: { name: 'GASGAS', accent: '#cb0d25', background: '#ffffff', onAccent: '#ffffff' },
};

/** The page language: the first supported of `ui_locales`, then Accept-Language, else en. */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): SupportedLanguage {
  const wanted = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '').split(',').map((part) => (part.split(';')[0] ?? '').trim()),
  ];
  for (const tag of wanted) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? ''))
      return language as SupportedLanguage;
  }
  return 'en';
}

export function pageBrand(requested: unknown, fallback: Brand): Brand {
  const code = typeof requested === 'string' ? requested.toUpperCase() : '';
  return code === 'KTM' || code === 'HQV' || code === 'GG' ? code : fallback;
}

export const textsFor = (language: SupportedLanguage): Texts => TEXTS[language];

/** The brand's stylesheet; served from /oidc/assets so that the CSP needs no inline styles. */
export function brandStylesheet(brand: Brand): string {
  const look = BRAND_LOOK[brand];
  const text = brand === 'HQV' ? '#ffffff' : '#1a1a1a';
  return `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${look.background};color:${text}}
header{background:${look.accent};color:${look.onAccent};padding:16px 24px;font-weight:800;letter-spacing:.08em;text-transform:uppercase}
main{max-width:360px;margin:40px auto;padding:0 16px}
h1{font-size:1.5rem;margin:0 0 24px}
label{display:block;margin:0 0 16px;font-size:.9rem}
input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px;border:1px solid #888;border-radius:2px;font-size:1rem}
button{width:100%;padding:12px;border:0;background:${look.accent};color:${look.onAccent};font-weight:700;font-size:1rem;cursor:pointer;margin-bottom:12px}
button.secondary{background:transparent;color:inherit;border:1px solid currentColor}
a{color:inherit}
.error{border-left:4px solid ${look.accent};padding:8px 12px;margin-bottom:16px}
`;
}

export function page(options: {
  brand: Brand;
  language: SupportedLanguage;
  title: string;
  body: string;
  /** A script of this server's own (the CSP allows no inline script). */
  script?: string;
}): string {
  const look = BRAND_LOOK[options.brand];
  return `<!DOCTYPE html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · ${look.name}</title>
<link rel="stylesheet" href="/oidc/assets/${options.brand.toLowerCase()}.css">
${options.script ? `<script src="${escapeHtml(options.script)}" defer></script>\n` : ''}</head>
<body>
<header>${look.name}</header>
<main>
<h1>${escapeHtml(options.title)}</h1>
${options.body}
</main>
</body>
</html>`;
}

/** Submits the sign-out form as soon as the page is read: the sign-out then needs no second click. */
export const SUBMIT_SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

export function loginForm(uid: string, t: Texts, error: string | null, email = ''): string {
  return `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login">
<label>${t.email}<input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}"></label>
<label>${t.password}<input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">${t.signIn}</button>
</form>
<p>${t.noAccount} <a href="/oidc/interaction/${escapeHtml(uid)}/register">${t.register}</a></p>`;
}

export function registrationForm(
  uid: string,
  t: Texts,
  error: string | null,
  values: Record<string, string> = {},
): string {
  const field = (name: string, label: string, type: string, autocomplete: string) =>
    `<label>${label}<input type="${type}" name="${name}" autocomplete="${autocomplete}" required${
      type === 'password' ? ' minlength="8"' : ` value="${escapeHtml(values[name] ?? '')}"`
    }></label>`;
  return `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/register">
${field('given_name', t.givenName, 'text', 'given-name')}
${field('family_name', t.familyName, 'text', 'family-name')}
${field('email', t.email, 'email', 'email')}
${field('password', t.password, 'password', 'new-password')}
<button type="submit">${t.register}</button>
</form>
<p>${t.haveAccount} <a href="/oidc/interaction/${escapeHtml(uid)}">${t.signIn}</a></p>`;
}
