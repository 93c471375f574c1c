/** The import reasons' texts over the SPA's bundles (contract/imports/reason-text.ts). */
import { reasonTexts } from '@contract/imports/reason-texts';
import en from '@locales/en.json';
import tr from '@locales/tr.json';

export { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';
export const { reasonsText, translateKey } = reasonTexts({ en, tr });
