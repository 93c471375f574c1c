/**
 * An import refusal as the seller reads it in a transaction's child errors, like the BFF writes it: the SPA's own
 * bundle text of the reason's key (in the upload's `lang`, English by default) with its parameters, after its column
 * ("Price: …"), the reasons of a row joined by "; ".
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

export function reasonText(language: ReasonLanguage, reason: ImportReason): string {
  const params = reason.params ?? {};
  const template = lookUp(BUNDLES[language], reason.code) ?? lookUp(BUNDLES.en, reason.code) ?? reason.code;
  const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  return reason.column ? `${reason.column}: ${text}` : text;
}

export function reasonsText(language: ReasonLanguage, reasons: readonly ImportReason[]): string {
  return reasons.map((reason) => reasonText(language, reason)).join('; ');
}
