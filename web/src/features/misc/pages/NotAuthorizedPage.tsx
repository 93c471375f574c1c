import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export interface NotAuthorizedPageProps {
  homeHref: string;
}

export function NotAuthorizedPage({ homeHref }: NotAuthorizedPageProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-authorized"
      code="403"
      title={t('misc.notAuthorized.title')}
      text={t('misc.notAuthorized.text')}
      action={{ href: homeHref, label: t('common.goHome') }}
    />
  );
}
