import { Link } from 'react-router';
import type { MarketplaceLogRow } from '@contract/logs/log.query';
import { pathOf } from '@contract/routes';

/** Where a log's reference lives: an order's detail, or the product edit page of a product's or a variant's log. */
export function referenceHref(log: Pick<MarketplaceLogRow, 'referenceType' | 'referenceId' | 'productId'>): string | null {
  if (log.referenceType === 'order') return pathOf('orderDetail', { orderId: log.referenceId });
  return log.productId === null ? null : pathOf('productEdit', { productId: log.productId });
}

/** The reference id, linking to what it names. */
export function LogReference({ log }: { log: MarketplaceLogRow }) {
  const href = referenceHref(log);
  return href ? (
    <Link to={href} data-testid="log-reference">
      {log.referenceId}
    </Link>
  ) : (
    <span data-testid="log-reference">{log.referenceId}</span>
  );
}
