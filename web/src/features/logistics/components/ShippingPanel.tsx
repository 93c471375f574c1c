import { CBadge, CCard, CCardBody, CCardTitle, CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CustomsDeclarationStatus, LogisticsProfile } from '@contract/logistics/logistics.types';
import { useFormatters } from '@web/lib/format';
import { useCountryNames } from '@web/components/country-names';

const CUSTOMS_COLOR: Record<CustomsDeclarationStatus, 'success' | 'warning' | 'danger'> = { approved: 'success', pending: 'warning', missing: 'danger' };

/** Hepsijet and the customs declaration (ETGB) as staff set them up: what each means for the seller, and whom to ask. */
export function ShippingPanel({ profile }: { profile: LogisticsProfile }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const countries = useCountryNames();
  const { hepsijet, customsDeclaration: customs } = profile;
  return (
    <div data-testid="logistics-shipping">
      <p>{t('logistics.shipping.originCountry', { country: countries.nameOf(profile.originCountry) })}</p>
      <CRow className="g-3">
        <CCol md={6}>
          <CCard className="h-100" data-testid="hepsijet-card">
            <CCardBody>
              <CCardTitle as="h2" className="h5 d-flex align-items-center gap-2">
                {t('logistics.shipping.hepsijet.title')}
                <CBadge color={hepsijet.enabled ? 'success' : 'secondary'} data-testid="hepsijet-state">
                  {t(hepsijet.enabled ? 'logistics.shipping.hepsijet.enabled' : 'logistics.shipping.hepsijet.disabled')}
                </CBadge>
              </CCardTitle>
              <p className="mb-2">{t(hepsijet.enabled ? 'logistics.shipping.hepsijet.enabledText' : 'logistics.shipping.hepsijet.disabledText')}</p>
              {hepsijet.since ? (
                <p className="text-body-secondary small mb-0">{t('logistics.shipping.hepsijet.since', { date: format.date(hepsijet.since) })}</p>
              ) : null}
            </CCardBody>
          </CCard>
        </CCol>
        <CCol md={6}>
          <CCard className="h-100" data-testid="customs-card">
            <CCardBody>
              <CCardTitle as="h2" className="h5 d-flex align-items-center gap-2">
                {t('logistics.shipping.customs.title')}
                <CBadge color={CUSTOMS_COLOR[customs.status]} data-testid="customs-state">
                  {t(`logistics.shipping.customs.status.${customs.status}`)}
                </CBadge>
              </CCardTitle>
              <p className="mb-2">{t(`logistics.shipping.customs.text.${customs.status}`)}</p>
              {customs.updatedAt ? (
                <p className="text-body-secondary small mb-0">{t('logistics.shipping.updated', { date: format.date(customs.updatedAt) })}</p>
              ) : null}
            </CCardBody>
          </CCard>
        </CCol>
      </CRow>
      <p className="text-body-secondary mt-3 mb-0" data-testid="logistics-who-to-ask">
        {t('logistics.shipping.whoToAsk')}
      </p>
    </div>
  );
}
