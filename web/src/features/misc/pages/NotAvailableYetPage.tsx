import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export interface NotAvailableYetPageProps {
  /** Route id from the catalogue; its title heads the page. */
  routeId: string;
}

/** The one page every catalogued route without a screen renders. */
export function NotAvailableYetPage({ routeId }: NotAvailableYetPageProps) {
  const { t } = useTranslation();
  return <StatusPage testId="not-available-yet" title={t(`routes.${routeId}`)} text={t('misc.notAvailableYet')} />;
}
