import type { ImageLayout, ImageLayoutLayer } from '@configurator/domain/rendering/imageLayout';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.js';

/** The layout of a rendered image lies at the same path with the segment 'images' read as 'images-fe'. */
export function layoutUrlOf(imageUrl: string): string {
  const [path = '', query] = imageUrl.split('?');
  const segments = path.split('/');
  const at = segments.indexOf('images');
  if (at < 0) throw new Error(`not a rendered image URL: ${imageUrl}`);
  segments[at] = 'images-fe';
  return query === undefined ? segments.join('/') : `${segments.join('/')}?${query}`;
}

function isLayer(value: unknown): value is ImageLayoutLayer {
  const layer = value as Partial<ImageLayoutLayer> | null;
  return (
    typeof layer === 'object' &&
    layer !== null &&
    typeof layer.Name === 'string' &&
    typeof layer.ZIndex === 'number' &&
    typeof layer.Url === 'string' &&
    layer.Url.length > 0
  );
}

/** A layout without layers would show nothing and never finish loading: it counts as a failure. */
export function parseImageLayout(body: unknown): ImageLayout {
  const layout = body as Partial<ImageLayout> | null;
  if (
    typeof layout !== 'object' ||
    layout === null ||
    !Array.isArray(layout.Layers) ||
    layout.Layers.length === 0 ||
    !layout.Layers.every(isLayer)
  ) {
    throw new Error('image layout without layers');
  }
  return {
    Perspective: Number(layout.Perspective),
    Width: Number(layout.Width) || 0,
    Height: Number(layout.Height) || 0,
    Layers: [...layout.Layers].sort((a, b) => a.ZIndex - b.ZIndex),
  };
}

/**
 * The layout of one perspective's image. The timestamp is part of the key so that a change of the
 * configuration's images (a part, a colour) loads the layout again even where the URL stayed.
 */
export function imageLayoutQuery(imageUrl: string, timestamp: number) {
  const url = layoutUrlOf(imageUrl);
  return queryOptions({
    queryKey: queryKeys.imageLayout(url, timestamp),
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`image layout ${url}: HTTP ${response.status}`);
      return parseImageLayout(await response.json());
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
