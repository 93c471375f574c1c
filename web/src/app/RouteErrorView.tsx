import { useTranslation } from 'react-i18next';
import { StatusPage } from '@web/features/misc/pages/StatusPage';

/** Last resort when a screen throws while rendering. */
export function RouteErrorView() {
  const { t } = useTranslation();
  return (
    <div className="container py-5">
      <StatusPage testId="route-error" title={t('misc.error.title')} text={t('errors.generic')} action={{ href: '/', label: t('common.goHome') }} />
    </div>
  );
}
