import { CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignVariantRow } from '@contract/campaigns/campaign.api';
import { useFormatters } from '@web/lib/format';

/** The campaign's variants with each marketplace's price and the campaign's price for it. */
export function CampaignVariantsTable({ variants }: { variants: readonly CampaignVariantRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!variants.length) return <p data-testid="campaign-variants-empty">{t('campaigns.variants.empty')}</p>;
  return (
    <CTable responsive small data-testid="campaign-variants">
      <CTableHead>
        <CTableRow>
          <CTableHeaderCell scope="col">{t('campaigns.variants.sku')}</CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('campaigns.variants.name')}</CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('campaigns.variants.prices')}</CTableHeaderCell>
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {variants.map((variant) => (
          <CTableRow key={variant.id} data-testid="campaign-variant">
            <CTableDataCell>{variant.sku}</CTableDataCell>
            <CTableDataCell>{variant.name}</CTableDataCell>
            <CTableDataCell>
              {variant.prices.map((price) => (
                <div key={price.marketplace}>
                  {t('campaigns.variants.price', {
                    marketplace: t(`marketplaces.${price.marketplace}`),
                    price: format.money(price.price, price.currency),
                    discounted: format.money(price.discounted, price.currency),
                  })}
                </div>
              ))}
            </CTableDataCell>
          </CTableRow>
        ))}
      </CTableBody>
    </CTable>
  );
}
