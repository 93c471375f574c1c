import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentCounts, selectSubject } from '@web/lib/session/session.selectors';
import { storage } from '@web/lib/storage';
import { buildMenu, type MenuSection } from './menu';

export function useMenu(): MenuSection[] {
  const subject = useSelector(selectSubject);
  const counts = useSelector(selectCurrentCounts);
  const hasMpProductSearch = storage.has('mpProductSearch');
  return useMemo(() => buildMenu(subject, counts, { hasMpProductSearch }), [subject, counts, hasMpProductSearch]);
}
