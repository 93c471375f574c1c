import { CBadge } from '@coreui/react';
import type { CatalogStatus } from '@contract/catalog/catalog.types';
import type { CrossStatus } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { KeyedText } from '@web/components/KeyedText';

export function StatusBadge({ status }: { status: CatalogStatus }) {
  return (
    <CBadge color={status === 'active' ? 'success' : 'secondary'}>
      <KeyedText prefix="categories.status" value={status} />
    </CBadge>
  );
}

/** The marketplaces a category is crossed to now. */
export function CrossedBadges({ crossings }: { crossings: readonly { marketplace: MarketplaceCode; status: CrossStatus }[] }) {
  return (
    <span className="d-flex flex-wrap gap-1">
      {crossings
        .filter((crossing) => crossing.status === 'crossed')
        .map((crossing) => (
          <CBadge key={crossing.marketplace} color="info">
            <KeyedText prefix="marketplaces" value={crossing.marketplace} />
          </CBadge>
        ))}
    </span>
  );
}
