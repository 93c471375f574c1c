import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { homePath } from '@contract/permissions';
import { selectUser } from '@web/lib/session/session.selectors';
import { adminBackRequested, selectAdminBackError } from '../shell.slice';
import { AdminBackPage } from '../pages/AdminBackPage';

/** /admin/back[?target=mp-products]: leaves the seller and returns to the admin tools. */
export function AdminBackView() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const target = params.get('target') === 'mp-products' ? 'mp-products' : 'companies';
  const error = useSelector(selectAdminBackError);
  const user = useSelector(selectUser);

  useEffect(() => {
    dispatch(adminBackRequested(target));
  }, [dispatch, target]);

  return <AdminBackPage error={error} homeHref={user ? homePath(user.userRole) : '/'} />;
}
