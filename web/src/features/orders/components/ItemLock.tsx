import { useTranslation } from 'react-i18next';
import type { MarketplaceLock } from '@contract/orders/order.types';
import { useFormatters } from '@web/lib/format';

/** Spec §4: Incorrect Pricing locks the product on the marketplace for 7 days; then it lifts and the product stays inactive. */
export function ItemLock({ lock }: { lock: MarketplaceLock }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const values = { marketplace: t(`marketplaces.${lock.marketplace}`), until: format.dateTime(lock.until) };
  return (
    <span className={lock.state === 'locked' ? 'text-danger' : 'text-body-secondary'} data-testid="item-lock">
      {t(`orders.locks.${lock.state}`, values)}
    </span>
  );
}
