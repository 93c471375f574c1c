import { useTranslation } from 'react-i18next';
import { claimRefund } from '@contract/claims/claim.rules';
import type { Claim } from '@contract/claims/claim.types';
import { useFormatters } from '@web/lib/format';

/** What approving the claim refunds: the amount and the reported items, or why nothing is refunded. */
export function ApproveRefund({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const refund = claimRefund(claim);
  if (!refund) {
    return (
      <p className="mb-3" data-testid="approve-refund">
        {t(`claims.approve.noRefund.${claim.type}`)}
      </p>
    );
  }
  return (
    <div className="mb-3" data-testid="approve-refund">
      <p className="mb-1">{t('claims.approve.refund', { amount: format.money(refund.total, claim.currency), count: refund.items.length })}</p>
      <ul className="mb-0">
        {refund.items.map((item) => (
          <li key={item.marketplaceSku}>
            {item.name} <span className="text-body-secondary">({item.sellerSku})</span> — {format.money(item.totalPrice, claim.currency)}
          </li>
        ))}
      </ul>
    </div>
  );
}
