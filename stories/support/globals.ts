/** Story-level globals that pin a language and theme, so a static build shows each without toolbar clicks. */
export const ENGLISH_DARK = { locale: 'en', theme: 'dark' } as const;
export const TURKISH_LIGHT = { locale: 'tr', theme: 'light' } as const;
export const TURKISH_DARK = { locale: 'tr', theme: 'dark' } as const;
