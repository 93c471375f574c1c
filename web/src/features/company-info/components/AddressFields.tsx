import { CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@web/components/CountrySelect';
import { ProfileField } from './ProfileField';

/** Billing and delivery/return addresses (spec §3 Company addresses), each in its own fieldset. */
export function AddressFields({ companyCountry }: { companyCountry: string | null }) {
  const { t } = useTranslation();
  return (
    <CRow>
      {(['billing', 'delivery'] as const).map((kind) => (
        <CCol lg={6} key={kind}>
          <fieldset className="border rounded p-3 mb-3" data-testid={`address-${kind}`}>
            <legend className="h6 float-none w-auto px-1 mb-2">{t(`companyInfo.address.${kind}`)}</legend>
            <CRow>
              <ProfileField name={`${kind}.address`} labelKey="companyInfo.address.address" autoComplete="street-address" multiline md={12} />
              <ProfileField name={`${kind}.district`} labelKey="companyInfo.address.district" />
              <ProfileField name={`${kind}.city`} labelKey="companyInfo.address.city" autoComplete="address-level2" />
              <ProfileField name={`${kind}.zipCode`} labelKey="companyInfo.address.zipCode" autoComplete="postal-code" md={4} />
              <CCol md={3}>
                <CountrySelect name={`${kind}.country`} labelKey="companyInfo.address.country" first={companyCountry} />
              </CCol>
              <ProfileField name={`${kind}.phone`} labelKey="companyInfo.phone" type="tel" autoComplete="tel" md={5} />
            </CRow>
          </fieldset>
        </CCol>
      ))}
    </CRow>
  );
}
