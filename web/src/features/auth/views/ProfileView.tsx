import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@web/lib/i18n';
import { selectUser } from '@web/lib/session/session.selectors';
import { ProfilePage } from '../pages/ProfilePage';

export function ProfileView() {
  useTranslation();
  const user = useSelector(selectUser);
  if (!user) return null;
  return <ProfilePage user={user} language={currentLanguage()} />;
}
