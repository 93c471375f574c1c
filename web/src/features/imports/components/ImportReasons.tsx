import { useTranslation } from 'react-i18next';
import type { ImportReason } from '@contract/imports/import.types';

/** Why a row was refused: each reason in the user's language, after the column it concerns. */
export function ImportReasons({ reasons }: { reasons: readonly ImportReason[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mb-0 ps-3 small" data-testid="import-reasons">
      {reasons.map((reason, index) => {
        const text = t(reason.code, reason.params ?? {});
        return (
          <li key={`${reason.code}-${reason.column ?? ''}-${index}`} data-testid="import-reason">
            {reason.column ? t('imports.reasons.inColumn', { column: reason.column, reason: text }) : text}
          </li>
        );
      })}
    </ul>
  );
}
