/**
 * An import refusal as the seller reads it in the error file and the transaction's child errors: the reason's text in
 * the language they uploaded in (the SPA's own bundles, so the screen and the file say the same), after its column.
 */
import type { ImportReason } from '@contract/imports/import.types';
import en from '@locales/en.json';
import tr from '@locales/tr.json';

export type ReasonLanguage = 'en' | 'tr';

const BUNDLES: Record<ReasonLanguage, unknown> = { en, tr };

export function reasonLanguageOf(value: string | undefined): ReasonLanguage {
  return value?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

function lookUp(bundle: unknown, key: string): string | null {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

/** The key's text with its `{{param}}` filled in; the English text when the language lacks it; the key at worst. */
export function translateKey(language: ReasonLanguage, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = lookUp(BUNDLES[language], key) ?? lookUp(BUNDLES.en, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function reasonText(language: ReasonLanguage, reason: ImportReason): string {
  const text = translateKey(language, reason.code, reason.params);
  return reason.column ? `${reason.column}: ${text}` : text;
}

export function reasonsText(language: ReasonLanguage, reasons: readonly ImportReason[]): string {
  return reasons.map((reason) => reasonText(language, reason)).join('; ');
}
