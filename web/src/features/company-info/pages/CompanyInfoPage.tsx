import { useTranslation } from 'react-i18next';
import { bankAccountSchema, companyAddressesSchema, companyContactSchema, companyDetailsSchema } from '@contract/company/company.schemas';
import type { CompanyProfileAnswer } from '@contract/company/company.types';
import { DetailScreen, type DetailTab } from '@web/components/detail/DetailScreen';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { AddressFields } from '../components/AddressFields';
import { BankFields } from '../components/BankFields';
import { CompanyFields } from '../components/CompanyFields';
import { ContactFields } from '../components/ContactFields';
import { LogoUpload } from '../components/LogoUpload';
import { SectionForm } from '../components/SectionForm';
import { addressValues, bankBody, bankValues, companyValues, contactValues } from '../components/section-form';
import type { CompanyCommand, OnCompanyCommand } from '../company-info.resources';

export interface CompanyInfoPageProps {
  state: DetailState<CompanyProfileAnswer>;
  /** The session's company country: listed first in the country pickers, and the IBAN example's. */
  companyCountry: string | null;
  /** False for an admin acting as the seller: bank details and the provider key are then read-only. */
  canEditBank: boolean;
  commandOf: (name: CompanyCommand) => CommandView;
  onCommand: OnCompanyCommand;
  onRetry: () => void;
}

/** /company-info (spec §2): Address Information, Company Contact, Company Info and Bank Account Info, one save per tab (`?tab=`). */
export function CompanyInfoPage({ state, companyCountry, canEditBank, commandOf, onCommand, onRetry }: CompanyInfoPageProps) {
  const { t } = useTranslation();
  const profile = state.data?.profile ?? null;
  const tabs: DetailTab[] = profile
    ? [
        {
          id: 'addresses',
          labelKey: 'companyInfo.tabs.addresses',
          render: () => (
            <SectionForm
              section="addresses"
              initialValues={addressValues(profile)}
              schema={companyAddressesSchema}
              command={commandOf('addresses')}
              change={profile.changes.addresses}
              onSave={(values) => onCommand('addresses', values)}
            >
              {() => <AddressFields companyCountry={companyCountry} />}
            </SectionForm>
          ),
        },
        {
          id: 'contact',
          labelKey: 'companyInfo.tabs.contact',
          render: () => (
            <SectionForm
              section="contact"
              initialValues={contactValues(profile)}
              schema={companyContactSchema}
              command={commandOf('contact')}
              change={profile.changes.contact}
              onSave={(values) => onCommand('contact', values)}
            >
              {() => <ContactFields companyCountry={companyCountry} />}
            </SectionForm>
          ),
        },
        {
          id: 'company',
          labelKey: 'companyInfo.tabs.company',
          render: () => (
            <>
              <LogoUpload
                key={profile.company.logoUrl ?? 'none'}
                logoUrl={profile.company.logoUrl}
                command={commandOf('logo')}
                onUpload={(file) => onCommand('logo', file)}
              />
              <SectionForm
                section="company"
                initialValues={companyValues(profile)}
                schema={companyDetailsSchema}
                command={commandOf('company')}
                change={profile.changes.company}
                onSave={(values) => onCommand('company', values)}
              >
                {() => <CompanyFields />}
              </SectionForm>
            </>
          ),
        },
        {
          id: 'bank',
          labelKey: 'companyInfo.tabs.bank',
          render: () => (
            <SectionForm
              section="bank"
              initialValues={bankValues(profile)}
              schema={bankAccountSchema}
              command={commandOf('bank')}
              change={profile.changes.bank}
              version={profile.bank.paymentProviderKeyLast4}
              readOnlyReason={canEditBank ? null : t('companyInfo.bank.readOnlyForAdmin')}
              onSave={(values) => onCommand('bank', bankBody(values))}
            >
              {(form) => <BankFields form={form} keyLast4={profile.bank.paymentProviderKeyLast4} companyCountry={companyCountry} />}
            </SectionForm>
          ),
        },
      ]
    : [];
  return (
    <div data-testid="company-info">
      <DetailScreen
        status={detailStatusOf(state)}
        errorKey="companyInfo.loadError"
        onRetry={onRetry}
        titleKey="companyInfo.title"
        subtitle={<span className="text-body-secondary">{t('companyInfo.intro')}</span>}
        tabs={tabs}
      />
    </div>
  );
}
