import type { Consent } from '../../../stores/consentCookie.js';

/** The settings that name third-party scripts. */
interface ScriptSettings {
  TagManagerId: string;
  TrackingSettings: { Url: string; Project: string; Id: string };
}

interface ScriptToLoad {
  id: string;
  src: string;
  /** data-* attributes of the script element. */
  data: Record<string, string>;
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The scripts that may load: each only when it is configured and its consent category was given.
 * The tag manager serves marketing (C0004); tracking measures use of the configurator (C0002).
 */
export function scriptsToLoad(settings: ScriptSettings, consent: Consent | null): ScriptToLoad[] {
  if (!consent) return [];
  const scripts: ScriptToLoad[] = [];
  const tagManagerId = settings.TagManagerId.trim();
  if (tagManagerId && consent.C0004) {
    scripts.push({
      id: 'tag-manager',
      src: `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(tagManagerId)}`,
      data: {},
    });
  }
  const tracking = settings.TrackingSettings;
  if (tracking.Url.trim() && consent.C0002) {
    scripts.push({
      id: 'tracking',
      src: tracking.Url.trim(),
      data: { project: tracking.Project, id: tracking.Id },
    });
  }
  return scripts;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Adds the script elements not on the page yet; answers the ids of those it added. */
export function loadScripts(scripts: ScriptToLoad[], doc: Document = document): string[] {
  const added: string[] = [];
  for (const script of scripts) {
    const id = `third-party-${script.id}`;
    if (doc.getElementById(id)) continue;
    if (script.id === 'tag-manager') {
      // The tag manager reads its start event from the data layer it finds.
      const view = doc.defaultView as DataLayerWindow | null;
      if (view) {
        view.dataLayer = view.dataLayer ?? [];
        view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      }
    }
    const element = doc.createElement('script');
    element.id = id;
    element.async = true;
    element.src = script.src;
    for (const [name, value] of Object.entries(script.data)) element.dataset[name] = value;
    doc.head.append(element);
    added.push(script.id);
  }
  return added;
}

/** Scripts on the page whose consent was withdrawn: a loaded script cannot be unloaded. */
export function withdrawnScripts(loaded: ScriptToLoad[], allowed: ScriptToLoad[], doc: Document = document) {
  const stillAllowed = new Set(allowed.map((script) => script.id));
  return loaded.filter(
    (script) => !stillAllowed.has(script.id) && doc.getElementById(`third-party-${script.id}`) !== null,
  );
}
