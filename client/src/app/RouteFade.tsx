import { ROUTE_FADE_MS } from '@configurator/domain/screen/shellConstants';
import { type ReactNode, useRef } from 'react';

/**
 * Fades each new page in over 300 ms: the view is keyed by the route, so a change mounts it afresh and
 * the CSS animation plays. The first page of a visit appears at once, since a fade there would only
 * delay the first paint.
 */
export function RouteFade({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const first = useRef(routeKey);
  const fade = routeKey !== first.current;
  if (fade) first.current = '';
  return (
    <div
      key={routeKey}
      className={fade ? 'route-view route-fade' : 'route-view'}
      style={fade ? { animationDuration: `${ROUTE_FADE_MS}ms` } : undefined}
    >
      {children}
    </div>
  );
}
