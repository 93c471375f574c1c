import { CCol, CRow } from '@coreui/react';
import { CountrySelect } from '@web/components/CountrySelect';
import { ProfileField } from './ProfileField';

/** The company's contact person (spec §3 Company contact); the Latin names take the Latin alphabet only (spec §5). */
export function ContactFields({ companyCountry }: { companyCountry: string | null }) {
  return (
    <CRow>
      <ProfileField name="latinFirstName" labelKey="companyInfo.contact.latinFirstName" hintKey="companyInfo.contact.latinHint" autoComplete="given-name" />
      <ProfileField name="latinSurname" labelKey="companyInfo.contact.latinSurname" hintKey="companyInfo.contact.latinHint" autoComplete="family-name" />
      <ProfileField name="localFullName" labelKey="companyInfo.contact.localFullName" autoComplete="name" />
      <ProfileField name="position" labelKey="companyInfo.contact.position" autoComplete="organization-title" />
      <ProfileField name="businessScope" labelKey="companyInfo.contact.businessScope" multiline md={12} />
      <ProfileField name="identityNumber" labelKey="companyInfo.contact.identityNumber" md={4} />
      <ProfileField name="birthdate" labelKey="companyInfo.contact.birthdate" type="date" autoComplete="bday" md={4} />
      <ProfileField name="birthplace" labelKey="companyInfo.contact.birthplace" md={4} />
      <CCol md={4}>
        <CountrySelect name="nationality" labelKey="companyInfo.contact.nationality" first={companyCountry} />
      </CCol>
      <ProfileField name="phone" labelKey="companyInfo.phone" type="tel" autoComplete="tel" md={4} />
      <ProfileField name="email" labelKey="companyInfo.email" type="email" autoComplete="email" md={4} />
      <ProfileField name="ccEmail" labelKey="companyInfo.contact.ccEmail" type="email" hintKey="companyInfo.contact.ccHint" optional md={12} />
    </CRow>
  );
}
