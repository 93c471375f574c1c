import { useSelector } from 'react-redux';
import { homePath } from '@contract/permissions';
import { PUBLIC_PATHS } from '@contract/routes';
import { selectUser } from '@web/lib/session/session.selectors';
import { NotAuthorizedPage } from '../pages/NotAuthorizedPage';
import { NotFoundPage } from '../pages/NotFoundPage';

function useHomeHref(): string {
  const user = useSelector(selectUser);
  return user ? homePath(user.userRole) : PUBLIC_PATHS.login;
}

export function NotAuthorizedView() {
  return <NotAuthorizedPage homeHref={useHomeHref()} />;
}

export function NotFoundView() {
  return <NotFoundPage homeHref={useHomeHref()} />;
}
