import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectSubject, selectUser } from '@web/lib/session/session.selectors';
import { storage } from '@web/lib/storage';
import { buildMenu, type MenuSection } from './menu';

export function useMenu(): MenuSection[] {
  const subject = useSelector(selectSubject);
  const user = useSelector(selectUser);
  const hasMpProductSearch = storage.has('mpProductSearch');
  return useMemo(() => buildMenu(subject, user?.counts ?? null, { hasMpProductSearch }), [subject, user, hasMpProductSearch]);
}
