import { CBadge } from '@coreui/react';
import type { CrossStatus } from '@contract/catalog/taxonomy.types';
import { KeyedText } from '@web/components/KeyedText';

/** Crossed (green), uncrossed since (grey) or never crossed (outline). */
export function CrossStatusBadge({ status, testId }: { status: CrossStatus | null; testId?: string }) {
  const color = status === 'crossed' ? 'success' : status === 'uncrossed' ? 'secondary' : 'light';
  return (
    <CBadge color={color} textColor={status === null ? 'dark' : undefined} data-testid={testId}>
      <KeyedText prefix="categories.crossStatus" value={status ?? 'never'} />
    </CBadge>
  );
}
