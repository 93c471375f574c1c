import { useTranslation } from 'react-i18next';

/** The marketplace's reasons, one a line, as the marketplace wrote them. */
export function ValidationReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return <span className="text-body-secondary">{t('adminProductValidation.noReason')}</span>;
  return (
    <ul className="list-unstyled mb-0">
      {reasons.map((reason) => (
        <li key={reason} data-testid="validation-reason">
          {reason}
        </li>
      ))}
    </ul>
  );
}
