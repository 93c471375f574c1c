/** Theme customizer settings (spec §3, §9), kept in the browser. */
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export const MENU_THEMES = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLORS = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

export interface CustomizerSettings {
  layout: (typeof LAYOUTS)[number];
  theme: (typeof THEMES)[number];
  menuTheme: (typeof MENU_THEMES)[number];
  navbarColor: (typeof NAVBAR_COLORS)[number];
  navbarType: (typeof NAVBAR_TYPES)[number];
  footerType: (typeof FOOTER_TYPES)[number];
  sidebarCollapsed: boolean;
  hideScrollToTop: boolean;
  direction: (typeof DIRECTIONS)[number];
}

export const DEFAULT_CUSTOMIZER: CustomizerSettings = {
  layout: 'vertical',
  theme: 'light',
  menuTheme: 'primary',
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'static',
  sidebarCollapsed: false,
  hideScrollToTop: false,
  direction: 'ltr',
};

/** Semi-dark is a vertical-layout theme (spec §9); the horizontal layout falls back to light. */
export function effectiveTheme(settings: CustomizerSettings, layout: CustomizerSettings['layout']): CustomizerSettings['theme'] {
  return layout === 'horizontal' && settings.theme === 'semi-dark' ? 'light' : settings.theme;
}

/** Horizontal only at 1200 px or more; below that the vertical layout serves (spec §9). */
export function effectiveLayout(settings: CustomizerSettings, viewportWidth: number, minHorizontal: number): CustomizerSettings['layout'] {
  return settings.layout === 'horizontal' && viewportWidth >= minHorizontal ? 'horizontal' : 'vertical';
}

/** Reads stored settings defensively: unknown or missing values fall back to the defaults. */
export function parseCustomizer(raw: unknown): CustomizerSettings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = <T extends string>(key: keyof CustomizerSettings, options: readonly T[]): T =>
    options.includes(value[key] as T) ? (value[key] as T) : (DEFAULT_CUSTOMIZER[key] as T);
  const flag = (key: 'sidebarCollapsed' | 'hideScrollToTop') => (typeof value[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_CUSTOMIZER[key]);
  return {
    layout: pick('layout', LAYOUTS),
    theme: pick('theme', THEMES),
    menuTheme: pick('menuTheme', MENU_THEMES),
    navbarColor: pick('navbarColor', NAVBAR_COLORS),
    navbarType: pick('navbarType', NAVBAR_TYPES),
    footerType: pick('footerType', FOOTER_TYPES),
    sidebarCollapsed: flag('sidebarCollapsed'),
    hideScrollToTop: flag('hideScrollToTop'),
    direction: pick('direction', DIRECTIONS),
  };
}
