import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceVariantStatus } from '@contract/catalog/catalog.types';
import type { VariantRow } from '@contract/catalog/variant.api';

const COLOR: Partial<Record<MarketplaceVariantStatus, string>> = {
  salable: 'success',
  ready_for_sale: 'info',
  locked: 'danger',
  error: 'danger',
  suspended: 'warning',
  frozen: 'warning',
  missing_information: 'warning',
};

/** The variant's state on each marketplace, and the marketplaces it is locked on now. */
export function VariantMarketplaces({ row }: { row: VariantRow }) {
  const { t } = useTranslation();
  if (row.marketplaces.length === 0) return <span className="text-body-secondary small">{t('quickEdit.notListed')}</span>;
  return (
    <div className="d-flex flex-wrap gap-1" style={{ maxWidth: '16rem' }}>
      {row.marketplaces.map((state) => (
        <CBadge
          key={state.marketplace}
          color={COLOR[state.status] ?? 'light'}
          textColor={COLOR[state.status] ? undefined : 'dark'}
          className="fw-normal text-wrap text-start"
        >
          {t('quickEdit.marketplaceStatus', { marketplace: t(`marketplaces.${state.marketplace}`), status: t(`quickEdit.mpStatus.${state.status}`) })}
        </CBadge>
      ))}
      {row.lockedOn.length > 0 ? (
        <CBadge color="danger" data-testid="variant-locked">
          {t('quickEdit.locked', { marketplaces: row.lockedOn.map((code) => t(`marketplaces.${code}`)).join(', ') })}
        </CBadge>
      ) : null}
    </div>
  );
}
