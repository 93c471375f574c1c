import { useTranslation } from 'react-i18next';
import type { MpProductRow } from '@contract/catalog/mp-product.query';
import { useFormatters } from '@web/lib/format';

/** The marketplace price, and under it the campaign discounting it now with the campaign's price. */
export function PriceCell({ row }: { row: MpProductRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {format.money(row.price, row.currency)}
      {row.campaign ? (
        <div className="small text-success" data-testid="mp-campaign-price">
          {t('mpProducts.campaignPrice', { name: row.campaign.name, price: format.money(row.campaign.price, row.currency) })}
        </div>
      ) : null}
    </>
  );
}
