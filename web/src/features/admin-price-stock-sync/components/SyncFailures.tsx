import { useTranslation } from 'react-i18next';
import type { PriceStockSyncRow } from '@contract/admin-price-stock-sync/price-stock-sync.types';

/** The items the marketplace refused: each SKU with the reason in the reader's language, and how many more there are. */
export function SyncFailures({ row }: { row: PriceStockSyncRow }) {
  const { t } = useTranslation();
  if (row.failedItems === 0) return <span className="text-body-secondary">{t('adminPriceStockSync.noFailures')}</span>;
  const more = row.failedItems - row.failures.length;
  return (
    <ul className="list-unstyled small mb-0">
      {row.failures.map((failure) => (
        <li key={failure.variantId} data-testid="sync-failure">
          <span className="font-monospace">{failure.sku}</span>: {t(`adminPriceStockSync.reasons.${failure.reason}`)}
        </li>
      ))}
      {more > 0 ? <li className="text-body-secondary">{t('adminPriceStockSync.moreFailures', { count: more })}</li> : null}
    </ul>
  );
}
