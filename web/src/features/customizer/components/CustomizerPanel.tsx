import { CButton, CCloseButton, CFormCheck, CFormSwitch, COffcanvas, COffcanvasBody, COffcanvasHeader, COffcanvasTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { DIRECTIONS, FOOTER_TYPES, LAYOUTS, MENU_THEMES, NAVBAR_COLORS, NAVBAR_TYPES, THEMES, type CustomizerSettings } from '@contract/customizer';

export interface CustomizerPanelProps {
  visible: boolean;
  settings: CustomizerSettings;
  onChange: (change: Partial<CustomizerSettings>) => void;
  onReset: () => void;
  onClose: () => void;
}

type ChoiceKey = 'layout' | 'theme' | 'menuTheme' | 'navbarColor' | 'navbarType' | 'footerType' | 'direction';

interface ChoiceProps<K extends ChoiceKey> {
  name: K;
  options: readonly CustomizerSettings[K][];
  settings: CustomizerSettings;
  onChange: (change: Partial<CustomizerSettings>) => void;
  disabled?: (option: CustomizerSettings[K]) => boolean;
}

function Choice<K extends ChoiceKey>({ name, options, settings, onChange, disabled }: ChoiceProps<K>) {
  const { t } = useTranslation();
  const prefix: string = `customizer.${name}`;
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold">{t(`${prefix}.label`)}</legend>
      <div className="d-flex flex-wrap gap-3">
        {options.map((option) => (
          <CFormCheck
            key={option}
            type="radio"
            id={`customizer-${name}-${option}`}
            name={`customizer-${name}`}
            label={t(`${prefix}.${String(option)}`)}
            checked={settings[name] === option}
            disabled={disabled?.(option) ?? false}
            onChange={() => onChange({ [name]: option } as Partial<CustomizerSettings>)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function CustomizerPanel({ visible, settings, onChange, onReset, onClose }: CustomizerPanelProps) {
  const { t } = useTranslation();
  const common = { settings, onChange };
  return (
    <COffcanvas placement="end" visible={visible} onHide={onClose} aria-labelledby="customizer-title" data-testid="customizer">
      <COffcanvasHeader>
        <COffcanvasTitle id="customizer-title">{t('customizer.title')}</COffcanvasTitle>
        <CCloseButton className="text-reset" onClick={onClose} aria-label={t('common.close')} />
      </COffcanvasHeader>
      <COffcanvasBody>
        <p className="text-body-secondary small">{t('customizer.subtitle')}</p>
        <Choice name="layout" options={LAYOUTS} {...common} />
        <Choice name="theme" options={THEMES} {...common} disabled={(option) => option === 'semi-dark' && settings.layout === 'horizontal'} />
        <Choice name="menuTheme" options={MENU_THEMES} {...common} />
        <Choice name="navbarColor" options={NAVBAR_COLORS} {...common} />
        <Choice name="navbarType" options={NAVBAR_TYPES} {...common} />
        <Choice name="footerType" options={FOOTER_TYPES} {...common} />
        <Choice name="direction" options={DIRECTIONS} {...common} />
        <CFormSwitch
          className="mb-3"
          id="customizer-sidebarCollapsed"
          label={t('customizer.sidebarCollapsed')}
          checked={settings.sidebarCollapsed}
          onChange={(event) => onChange({ sidebarCollapsed: event.target.checked })}
        />
        <CFormSwitch
          className="mb-4"
          id="customizer-hideScrollToTop"
          label={t('customizer.hideScrollToTop')}
          checked={settings.hideScrollToTop}
          onChange={(event) => onChange({ hideScrollToTop: event.target.checked })}
        />
        <CButton color="secondary" variant="outline" onClick={onReset}>
          {t('customizer.reset')}
        </CButton>
      </COffcanvasBody>
    </COffcanvas>
  );
}
