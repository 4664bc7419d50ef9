import { useState } from 'react';
import { MotorcycleSilhouette } from './icons.js';

interface HeroImageProps {
  url: string;
  alt: string;
  /** The first image the visitor sees: fetched before others. */
  priority?: boolean;
}

/** The model's hero picture; a drawn silhouette stands in while it is missing or fails to load. */
export function HeroImage({ url, alt, priority = false }: HeroImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <MotorcycleSilhouette className="hero-image" label={alt} />;
  return (
    <img
      className="hero-image"
      src={url}
      alt={alt}
      width={1280}
      height={720}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      loading={priority ? 'eager' : 'lazy'}
      onError={() => setFailedUrl(url)}
    />
  );
}
