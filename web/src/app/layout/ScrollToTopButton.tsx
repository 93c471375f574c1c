import { CButton } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilArrowTop } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_AFTER_PX } from '@contract/constants';
import { useScrollY } from '@web/lib/viewport';

/** Shown once the page has scrolled past 160 px (spec §9), unless the customizer hides it. */
export function ScrollToTopButton({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const scrollY = useScrollY();
  if (hidden || scrollY <= SCROLL_TO_TOP_AFTER_PX) return null;
  return (
    <CButton
      color="primary"
      className="scroll-to-top rounded-circle shadow"
      aria-label={t('shell.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="scroll-to-top"
    >
      <CIcon icon={cilArrowTop} aria-hidden="true" />
    </CButton>
  );
}
