import { CCol, CFormSwitch, CRow } from '@coreui/react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { groupIban, maskedKey } from '@contract/company/company.rules';
import type { BankAccountBody } from '@contract/company/company.schemas';
import { ibanExampleOf } from '@contract/company/iban-examples';
import { ProfileField } from './ProfileField';

interface BankFieldsProps {
  form: FormikProps<BankAccountBody>;
  /** The saved key's last four characters; the key itself never reaches the browser. */
  keyLast4: string | null;
  /** The company's country: the IBAN hint's example is one of its own. */
  companyCountry: string | null;
}

/** The bank account and the payment provider (spec §3 Company bank); the key is write-only, typed again to change it. */
export function BankFields({ form, keyLast4, companyCountry }: BankFieldsProps) {
  const { t } = useTranslation();
  const example = ibanExampleOf(companyCountry);
  return (
    <CRow>
      <ProfileField name="ownerName" labelKey="companyInfo.bank.ownerName" />
      <ProfileField name="bankName" labelKey="companyInfo.bank.bankName" />
      <ProfileField
        name="iban"
        labelKey="companyInfo.bank.iban"
        hintKey={example ? 'companyInfo.bank.ibanHint' : 'companyInfo.bank.ibanHintGeneric'}
        hintValues={example ? { example: groupIban(example) } : {}}
        format={groupIban}
        autoComplete="off"
        md={8}
      />
      <ProfileField name="swift" labelKey="companyInfo.bank.swift" hintKey="companyInfo.bank.swiftHint" md={4} />
      <ProfileField name="paymentProviderId" labelKey="companyInfo.bank.paymentProviderId" />
      <CCol md={6} className="mb-3">
        <div className="form-label">{t('companyInfo.bank.paymentProviderKey')}</div>
        <div className="font-monospace py-2" data-testid="provider-key-masked">
          {keyLast4 ? maskedKey(keyLast4) : t('companyInfo.bank.noKey')}
        </div>
        <CFormSwitch
          id="company-changeKey"
          name="changeKey"
          label={t('companyInfo.bank.changeKey')}
          checked={form.values.changeKey}
          onChange={(event) => {
            void form.setFieldValue('changeKey', event.target.checked);
            if (!event.target.checked) void form.setFieldValue('paymentProviderKey', '');
          }}
          data-testid="change-key"
        />
      </CCol>
      {form.values.changeKey ? (
        <ProfileField name="paymentProviderKey" labelKey="companyInfo.bank.newKey" type="password" autoComplete="off" hintKey="companyInfo.bank.newKeyHint" />
      ) : null}
    </CRow>
  );
}
