import { CButton } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilSettings } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CustomizerPanel } from '@web/features/customizer/components/CustomizerPanel';
import { customizerChanged, customizerReset, selectCustomizer } from '@web/features/customizer/customizer.slice';
import { customizerPanelSet, selectLayout } from './layout.slice';

/** The gear button on the page edge and the customizer offcanvas it opens. */
export function CustomizerDock() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSelector(selectCustomizer);
  const { customizerOpen } = useSelector(selectLayout);
  return (
    <>
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
      <CustomizerPanel
        visible={customizerOpen}
        settings={settings}
        onChange={(change) => dispatch(customizerChanged(change))}
        onReset={() => dispatch(customizerReset())}
        onClose={() => dispatch(customizerPanelSet(false))}
      />
    </>
  );
}
