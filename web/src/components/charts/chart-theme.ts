/**
 * Chart colours read from CoreUI's CSS variables, so the charts follow the light and dark themes; read again whenever
 * the document's `data-coreui-theme` changes (the customizer sets it). Fallbacks are mid-tones readable on both.
 */
import { useEffect, useMemo, useState } from 'react';

export type ColourName = 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'secondary' | 'purple' | 'cyan' | 'orange' | 'pink';

export interface ChartTheme {
  text: string;
  mutedText: string;
  grid: string;
  colour: (name: ColourName) => string;
}

const FALLBACKS: Record<ColourName | 'text' | 'mutedText' | 'grid', string> = {
  primary: '#5856d6',
  info: '#39f',
  success: '#2eb85c',
  warning: '#f9b115',
  danger: '#e55353',
  secondary: '#9da5b1',
  purple: '#6f42c1',
  cyan: '#0dcaf0',
  orange: '#fd7e14',
  pink: '#d63384',
  text: '#6b7785',
  mutedText: '#8a93a2',
  grid: 'rgba(128, 128, 128, 0.2)',
};
const VARIABLES: Record<keyof typeof FALLBACKS, string> = {
  primary: '--cui-primary',
  info: '--cui-info',
  success: '--cui-success',
  warning: '--cui-warning',
  danger: '--cui-danger',
  secondary: '--cui-secondary',
  purple: '--cui-purple',
  cyan: '--cui-cyan',
  orange: '--cui-orange',
  pink: '--cui-pink',
  text: '--cui-body-color',
  mutedText: '--cui-secondary-color',
  grid: '--cui-border-color-translucent',
};

export function readChartTheme(element: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: keyof typeof FALLBACKS) => style.getPropertyValue(VARIABLES[name]).trim() || FALLBACKS[name];
  return { text: read('text'), mutedText: read('mutedText'), grid: read('grid'), colour: read };
}

/** The chart theme, re-read when the colour mode of the document changes. */
export function useChartTheme(): ChartTheme {
  const root = document.documentElement;
  const [mode, setMode] = useState(() => root.getAttribute('data-coreui-theme'));
  useEffect(() => {
    const observer = new MutationObserver(() => setMode(root.getAttribute('data-coreui-theme')));
    observer.observe(root, { attributes: true, attributeFilter: ['data-coreui-theme'] });
    return () => observer.disconnect();
  }, [root]);
  return useMemo(() => {
    void mode;
    return readChartTheme(root);
  }, [mode, root]);
}

/** A hex colour at 20 % opacity (an area under a line); other notations are returned as they are. */
export function translucent(colour: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${full}33`;
}
