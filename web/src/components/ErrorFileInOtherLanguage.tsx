import { useTranslation } from 'react-i18next';
import { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';

const OTHER: Readonly<Record<ReasonLanguage, ReasonLanguage>> = { en: 'tr', tr: 'en' };

/**
 * An import's error file in the language the reader is not reading (the main link gives the reader's own): a seller
 * may pass the file to someone who reads the other one.
 */
export function ErrorFileInOtherLanguage({ urlIn, fileName, testId }: { urlIn: (language: ReasonLanguage) => string; fileName?: string; testId: string }) {
  const { t, i18n } = useTranslation();
  const other = OTHER[reasonLanguageOf(i18n.language)];
  return (
    <a href={urlIn(other)} download={fileName ?? true} lang={other} className="small" data-testid={testId}>
      {t(`imports.errors.errorFileIn.${other}`)}
    </a>
  );
}
