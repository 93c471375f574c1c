import { useTranslation } from 'react-i18next';
import { reasonColumnIn } from '@contract/imports/import-readers';
import type { ImportReason } from '@contract/imports/import.types';
import { reasonLanguageOf, reasonParamsIn } from '@contract/imports/reason-text';

/**
 * Why an import row was refused: each reason in the reader's language (whatever the uploader's was, its numbers written
 * as that language writes them), after the column
 * it concerns (the seller's header as written, a template column as the template names it in the reader's language).
 */
export function ImportReasons({ reasons }: { reasons: readonly ImportReason[] }) {
  const { t, i18n } = useTranslation();
  const language = reasonLanguageOf(i18n.language);
  return (
    <ul className="mb-0 ps-3 small" data-testid="import-reasons">
      {reasons.map((reason, index) => {
        const text = t(reason.code, reasonParamsIn(language, reason.params));
        const column = reasonColumnIn(reason, language);
        return (
          <li key={`${reason.code}-${reason.column ?? ''}-${index}`} data-testid="import-reason">
            {column ? t('imports.reasons.inColumn', { column, reason: text }) : text}
          </li>
        );
      })}
    </ul>
  );
}
