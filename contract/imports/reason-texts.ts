/**
 * An import refusal as the seller reads it in the error file (in the language the file is asked in) and as a
 * transaction's child error's English message: the reason key's text from the SPA's own bundles (so the screen and the
 * file say the same), its `{{params}}` filled in, after its column ("Price: …"); a row's reasons joined by "; ". The
 * bundles are passed in by the BFF (the contract imports no locale).
 */
import { reasonColumnIn } from './import-readers';
import type { ImportReason } from './import.types';
import { reasonParamsIn, type ReasonLanguage } from './reason-text';

function lookUp(bundle: unknown, key: string): string | null {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

export interface ReasonTexts {
  translateKey(language: ReasonLanguage, key: string, params?: Readonly<Record<string, string | number>>): string;
  reasonText(language: ReasonLanguage, reason: ImportReason): string;
  reasonsText(language: ReasonLanguage, reasons: readonly ImportReason[]): string;
}

export function reasonTexts(bundles: Readonly<Record<ReasonLanguage, unknown>>): ReasonTexts {
  const translateKey: ReasonTexts['translateKey'] = (language, key, params = {}) => {
    const template = lookUp(bundles[language], key) ?? lookUp(bundles.en, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
  const reasonText: ReasonTexts['reasonText'] = (language, reason) => {
    const text = translateKey(language, reason.code, reasonParamsIn(language, reason.params));
    const column = reasonColumnIn(reason, language);
    return column ? `${column}: ${text}` : text;
  };
  return { translateKey, reasonText, reasonsText: (language, reasons) => reasons.map((reason) => reasonText(language, reason)).join('; ') };
}
