import { CFooter } from '@coreui/react';
import { useTranslation } from 'react-i18next';

export function Footer({ sticky }: { sticky: boolean }) {
  const { t } = useTranslation();
  return (
    <CFooter position={sticky ? 'sticky' : undefined} className="px-4" data-testid="footer">
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
    </CFooter>
  );
}
