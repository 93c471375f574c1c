import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export interface NotFoundPageProps {
  homeHref: string;
}

export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      code="404"
      title={t('misc.notFound.title')}
      text={t('misc.notFound.text')}
      action={{ href: homeHref, label: t('common.goHome') }}
    />
  );
}
