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

/** Crossed (green), uncrossed since (grey) or never crossed (outline). */
export function CrossStatusBadge({ status, testId }: { status: CrossStatus | null; testId?: string }) {
  const color = status === 'crossed' ? 'success' : status === 'uncrossed' ? 'secondary' : 'light';
  return (
    <CBadge color={color} textColor={status === null ? 'dark' : undefined} data-testid={testId}>
      <KeyedText prefix="categories.crossStatus" value={status ?? 'never'} />
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
