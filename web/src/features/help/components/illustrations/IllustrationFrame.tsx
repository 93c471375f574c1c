import type { CSSProperties, ReactNode } from 'react';

/** A theme colour of CoreUI as an SVG fill or stroke, so the drawings follow light and dark themes. */
export const paint = (color: string): CSSProperties => ({ fill: `var(--cui-${color})` });
export const ink = (color: string, width = 3): CSSProperties => ({
  fill: 'none',
  stroke: `var(--cui-${color})`,
  strokeWidth: width,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A small browser-window drawing (240 × 140) that a guide's picture is drawn in; `title` names it for assistive technology. */
export function IllustrationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 140" role="img" aria-label={title} className="w-100 h-auto" style={{ maxWidth: 360 }} data-testid="tutorial-illustration">
      <rect x="1" y="1" width="238" height="138" rx="10" style={{ ...paint('tertiary-bg'), stroke: 'var(--cui-border-color)', strokeWidth: 2 }} />
      <path d="M1 24h238" style={ink('border-color', 2)} />
      <circle cx="14" cy="12.5" r="4" style={paint('danger')} />
      <circle cx="27" cy="12.5" r="4" style={paint('warning')} />
      <circle cx="40" cy="12.5" r="4" style={paint('success')} />
      {children}
    </svg>
  );
}
