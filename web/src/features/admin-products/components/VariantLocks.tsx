import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ProductToolRow } from '@contract/admin-products/admin-tools';

/** The marketplaces the variant is locked on, each with its reason; nothing when it is locked nowhere. */
export function VariantLocks({ locks }: Pick<ProductToolRow, 'locks'>) {
  const { t } = useTranslation();
  const locked = locks.filter((entry) => entry.lock?.state === 'locked');
  if (locked.length === 0) return <span className="text-body-secondary">{t('adminProductTools.notLocked')}</span>;
  return (
    <ul className="list-unstyled mb-0">
      {locked.map(({ marketplace, lock }) => (
        <li key={marketplace} data-testid="tool-locked-on">
          <CBadge color="danger">{t(`marketplaces.${marketplace}`)}</CBadge> <span className="small">{lock?.lockReason}</span>
        </li>
      ))}
    </ul>
  );
}
