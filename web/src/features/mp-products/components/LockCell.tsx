import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { VariantLock } from '@contract/catalog/catalog.types';
import { EMPTY_VALUE, useFormatters } from '@web/lib/format';

/** A variant's lock on the row's marketplace as of now: until when it holds, or when it lifted by itself. */
export function LockCell({ lock }: { lock: VariantLock | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!lock) return <>{EMPTY_VALUE}</>;
  if (lock.state === 'unLocked') {
    return (
      <span className="text-body-secondary small" data-testid="mp-lock">
        {t('mpProducts.lock.lifted', { date: format.date(lock.until) })}
      </span>
    );
  }
  return (
    <span data-testid="mp-lock" title={t('mpProducts.lock.reason', { reason: lock.lockReason })}>
      <CBadge color="danger">{lock.until ? t('mpProducts.lock.lockedUntil', { date: format.date(lock.until) }) : t('mpProducts.lock.locked')}</CBadge>
    </span>
  );
}
