import { CButton } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilSettings } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CustomizerPanel } from '@web/features/customizer/components/CustomizerPanel';
import { useBuiltOnceShown } from '@web/lib/use-built-once-shown';
import { customizerChanged, customizerReset, selectCustomizer } from '@web/features/customizer/customizer.slice';
import { customizerPanelSet, selectLayout } from './layout.slice';

/**
 * The customizer offcanvas. Its gear sits in the top bar (so it never covers a table or a figure); only with the
 * navbar hidden does a gear stay on the page edge, the one way back to the settings.
 */
export function CustomizerDock() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSelector(selectCustomizer);
  const { customizerOpen } = useSelector(selectLayout);
  // The panel (a hundred elements) is built the first time it opens, not with every page.
  const built = useBuiltOnceShown(customizerOpen);
  return (
    <>
      {settings.navbarType !== 'hidden' ? null : (
        <CButton
          color="primary"
          className="customizer-toggle shadow"
          aria-label={t('customizer.open')}
          aria-expanded={customizerOpen}
          onClick={() => dispatch(customizerPanelSet(true))}
          data-testid="customizer-toggle"
        >
          <CIcon icon={cilSettings} aria-hidden="true" />
        </CButton>
      )}
      {built ? (
        <CustomizerPanel
          visible={customizerOpen}
          settings={settings}
          onChange={(change) => dispatch(customizerChanged(change))}
          onReset={() => dispatch(customizerReset())}
          onClose={() => dispatch(customizerPanelSet(false))}
        />
      ) : null}
    </>
  );
}
