import { useTranslation } from 'react-i18next';

/** The id, shortened, as the button that opens the transaction (the rest of the row opens it too). */
export function TransactionIdButton({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const shown = id.slice(0, 8);
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-nowrap"
      title={id}
      // The accessible name holds the visible text (WCAG 2.5.3); the whole id stays in the title.
      aria-label={t('transactions.open', { id: shown })}
      onClick={() => onOpen(id)}
      data-testid={`transaction-open-${id}`}
    >
      <code>{shown}</code>
    </button>
  );
}
