import { CCol, CRow } from '@coreui/react';
import { COMPANY_TYPES } from '@contract/company/company.types';
import { FormSelect } from '@web/components/FormSelect';
import { ProfileField } from './ProfileField';

const TYPE_OPTIONS = COMPANY_TYPES.map((type) => ({ value: type, labelKey: `companyInfo.company.types.${type}` }));

/** The company itself (spec §3 Company): legal name, type, website, e-mail, tax office and tax info. */
export function CompanyFields() {
  return (
    <CRow>
      <ProfileField name="legalName" labelKey="companyInfo.company.legalName" autoComplete="organization" />
      <CCol md={6}>
        <FormSelect name="type" labelKey="companyInfo.company.type" options={TYPE_OPTIONS} />
      </CCol>
      <ProfileField name="website" labelKey="companyInfo.company.website" type="url" hintKey="companyInfo.company.websiteHint" optional />
      <ProfileField name="email" labelKey="companyInfo.email" type="email" autoComplete="email" />
      <ProfileField name="taxOffice" labelKey="companyInfo.company.taxOffice" />
      <ProfileField name="taxInfo" labelKey="companyInfo.company.taxInfo" />
    </CRow>
  );
}
