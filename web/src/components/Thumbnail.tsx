import { useState } from 'react';
import { imageSourceAllowed } from '@contract/api/image-sources';

/** The first letters of a name's first two words, as a logo's stand-in ('Kilim House' → 'KH'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase())
    .join('');
}

interface ThumbnailProps {
  src: string | null | undefined;
  /** Names the picture (its alt text) and gives the initials shown when there is none or it fails to load. */
  name: string;
  size?: number;
}

/**
 * A small square picture in a list row; without one, when its host does not answer, or when the page's policy would
 * block its address (a brand URL typed as http://), the name's initials.
 */
export function Thumbnail({ src, name, size = 32 }: ThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src || !imageSourceAllowed(src, window.location.origin)) {
    return (
      <span
        className="d-inline-flex align-items-center justify-content-center rounded border bg-body-tertiary text-body-secondary small fw-semibold"
        style={{ width: size, height: size }}
        title={name}
        data-testid="thumbnail-initials"
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      className="rounded border bg-white object-fit-contain"
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
