import { ROUTE_FADE_MS } from '@configurator/domain/screen/shellConstants';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './routeFade.css';

/**
 * The page's style rules for the fading copy, as one constructed sheet (a <style> element would be
 * refused by the content security policy); built again when a chunk adds a sheet.
 */
let styleCache: { sheets: number; sheet: CSSStyleSheet } | null = null;

function documentStyles(): CSSStyleSheet | null {
  const sheets = document.styleSheets;
  if (styleCache?.sheets === sheets.length) return styleCache.sheet;
  const rules: string[] = [];
  for (const sheet of Array.from(sheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // A sheet of another origin cannot be read; the copy goes without it.
    }
  }
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules.join('\n'));
    styleCache = { sheets: sheets.length, sheet };
    return sheet;
  } catch {
    return null;
  }
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Route changes fade over 300 ms both ways: the new page fades in while the page it replaces fades
 * out above it. The page that leaves is gone from React at once (nothing of it runs any more); what
 * fades out is a still copy of it, in a shadow root, so no query of the page and no click finds it.
 * The first page of a visit appears at once, since a fade there would only delay the first paint.
 */
export function RouteFade({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const view = useRef<HTMLDivElement>(null);
  const ghostHost = useRef<HTMLDivElement>(null);
  const shownKey = useRef(routeKey);
  const leaving = useRef<Node | null>(null);
  const first = useRef(true);

  // The page still shows the route before the change: copy it before React replaces it.
  if (routeKey !== shownKey.current) {
    shownKey.current = routeKey;
    first.current = false;
    const current = view.current;
    if (current && !reducedMotion()) {
      const copy = current.cloneNode(true) as HTMLElement;
      // The copy leaves as it is; it must not play the fade-in of its own arrival again.
      copy.className = 'route-view';
      copy.removeAttribute('style');
      leaving.current = copy;
    } else {
      leaving.current = null;
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route change
  useLayoutEffect(() => {
    const copy = leaving.current;
    const host = ghostHost.current;
    leaving.current = null;
    if (!copy || !host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const styles = documentStyles();
    if (styles && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [styles];
    const fading = document.createElement('div');
    fading.className = 'route-leaving';
    fading.style.background = 'var(--surface)';
    fading.append(copy);
    root.replaceChildren(fading);
    fading.animate?.([{ opacity: 1 }, { opacity: 0 }], {
      duration: ROUTE_FADE_MS,
      easing: 'ease-in',
      fill: 'forwards',
    });
    host.hidden = false;
    const done = window.setTimeout(() => {
      root.replaceChildren();
      host.hidden = true;
    }, ROUTE_FADE_MS);
    return () => {
      window.clearTimeout(done);
      root.replaceChildren();
      host.hidden = true;
    };
  }, [routeKey]);

  const fade = !first.current;
  return (
    <div className="route-stage">
      <div
        ref={view}
        key={routeKey}
        className={fade ? 'route-view route-fade' : 'route-view'}
        style={fade ? { animationDuration: `${ROUTE_FADE_MS}ms` } : undefined}
      >
        {children}
      </div>
      {/* inert: the still copy's links and buttons take no focus while it fades. */}
      <div ref={ghostHost} className="route-ghost" aria-hidden="true" inert hidden />
    </div>
  );
}
