import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from './menu';

/** A menu item's count, saying what it counts ('345 active products') to a screen reader and on hover. */
export function CountBadge({ link, className }: { link: MenuLink; className?: string }) {
  const { t } = useTranslation();
  if (link.count === null || link.countKey === null) return null;
  const label = t(link.countKey, { count: link.count });
  return (
    <CBadge color="primary" className={className} title={label} aria-label={label}>
      {link.count}
    </CBadge>
  );
}
