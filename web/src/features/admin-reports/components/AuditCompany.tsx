import { useTranslation } from 'react-i18next';
import { useCompanyChoices } from '@web/components/list/company-choices';

/** An entry's company: its id, with its name when the staff's company directory has it at hand; staff-wide work says so. */
export function AuditCompany({ entryId, companyId }: { entryId: number; companyId: number | null }) {
  const { t } = useTranslation();
  const { choices } = useCompanyChoices();
  const name = choices.find((company) => company.id === companyId)?.name;
  return (
    <span data-testid={`audit-company-${entryId}`}>{companyId === null ? t('adminReports.audit.staffWide') : name ? `${name} (${companyId})` : companyId}</span>
  );
}
