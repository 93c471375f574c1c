import { CBadge, CCard, CCardBody, CCardHeader, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ProductEditAnswer, ProductMarketplace } from '@contract/catalog/product.api';
import { EMPTY_VALUE, useFormatters } from '@web/lib/format';
import { MarketplaceStatusBadge } from './VariantStates';

const COLUMNS = ['variant', 'status', 'price', 'remoteId', 'lastSync', 'message'] as const;

function MarketplaceCard({ detail, setting }: { detail: ProductEditAnswer; setting: ProductMarketplace }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = detail.variants.flatMap((variant) => {
    const state = variant.marketplaces.find((candidate) => candidate.marketplace === setting.marketplace);
    return state ? [{ variant, state }] : [];
  });
  const name = t(`marketplaces.${setting.marketplace}`);
  return (
    <CCard className="mb-3" data-testid={`sales-${setting.marketplace}`}>
      <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
        <strong>{name}</strong>
        <CBadge color={setting.enabled ? 'success' : 'secondary'}>{t(setting.enabled ? 'productEdit.sales.selling' : 'productEdit.sales.notSelling')}</CBadge>
        <span className="small text-body-secondary">{t('productEdit.sales.rate', { rate: format.number(setting.rate) })}</span>
      </CCardHeader>
      <CCardBody>
        {rows.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('productEdit.sales.notListed', { marketplace: name })}</p>
        ) : (
          <CTable small responsive className="mb-0">
            <CTableHead>
              <CTableRow>
                {COLUMNS.map((column) => (
                  <CTableHeaderCell key={column} scope="col">
                    {t(`productEdit.sales.${column}`)}
                  </CTableHeaderCell>
                ))}
              </CTableRow>
            </CTableHead>
            <CTableBody>
              {rows.map(({ variant, state }) => (
                <CTableRow key={variant.id} data-testid="sales-row">
                  <CTableDataCell>
                    <code>{variant.sku}</code>
                  </CTableDataCell>
                  <CTableDataCell>
                    <MarketplaceStatusBadge status={state.status} />
                  </CTableDataCell>
                  <CTableDataCell>{format.money(state.price, state.currency)}</CTableDataCell>
                  <CTableDataCell>{state.remoteId ?? EMPTY_VALUE}</CTableDataCell>
                  <CTableDataCell>{format.dateTime(state.lastSyncAt)}</CTableDataCell>
                  <CTableDataCell className="small">{state.message ?? EMPTY_VALUE}</CTableDataCell>
                </CTableRow>
              ))}
            </CTableBody>
          </CTable>
        )}
      </CCardBody>
    </CCard>
  );
}

/** Per marketplace: whether the company sells there and at what rate, and each variant's state and price there. */
export function MarketplaceSalesTab({ detail }: { detail: ProductEditAnswer }) {
  return (
    <div data-testid="sales-tab">
      {detail.marketplaces.map((setting) => (
        <MarketplaceCard key={setting.marketplace} detail={detail} setting={setting} />
      ))}
    </div>
  );
}
