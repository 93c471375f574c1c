import { useTranslation } from 'react-i18next';

/** The id, shortened, as the button that opens the transaction (the rest of the row opens it too). */
export function TransactionIdButton({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-nowrap"
      title={id}
      aria-label={t('transactions.open', { id })}
      onClick={() => onOpen(id)}
      data-testid={`transaction-open-${id}`}
    >
      <code>{id.slice(0, 8)}</code>
    </button>
  );
}
