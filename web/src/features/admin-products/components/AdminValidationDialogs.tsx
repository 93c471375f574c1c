import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseValidationRowKey, validationCompanySchema, type ValidationCompany } from '@contract/admin-products/admin-validation';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnValidationCommand, ValidationCommand } from '../admin-validation.resources';

/** The dialogs /admin/product-validation opens by URL: `?action=revalidate[&item=<row key>]`, `?action=addCompany`, `?action=removeCompany&item=<id>`. */
export type AdminValidationDialog = 'revalidate' | 'addCompany' | 'removeCompany';

/** How many of the rows to be sent are named in the confirmation. */
const SAMPLE = 5;

export interface AdminValidationDialogsProps {
  /** The rows ticked on the list (sent when the dialog names no single row). */
  selected: readonly string[];
  companies: readonly ValidationCompany[];
  commandOf: (name: ValidationCommand) => CommandView;
  onCommand: OnValidationCommand;
}

export function AdminValidationDialogs({ selected, companies, commandOf, onCommand }: AdminValidationDialogsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = params.get('item');
  const keys = item ? [item] : selected;
  const items = keys.map(parseValidationRowKey).filter((parsed) => parsed !== null);
  const removing = companies.find((company) => String(company.companyId) === item);
  return (
    <>
      <UrlFormDialog<Record<string, never>>
        name="revalidate"
        titleKey="adminProductValidation.revalidate.title"
        submitKey="adminProductValidation.revalidate.submit"
        initialValues={{}}
        onSubmit={() => onCommand('revalidate', { items })}
        {...commandOf('revalidate')}
      >
        {() => (
          <div data-testid="revalidate-summary">
            <p>{t('adminProductValidation.revalidate.question', { count: items.length })}</p>
            <ul className="small mb-0">
              {items.slice(0, SAMPLE).map((row) => (
                <li key={`${row.companyId}:${row.productId}:${row.marketplace}`}>
                  {t('adminProductValidation.revalidate.sample', {
                    companyId: row.companyId,
                    productId: row.productId,
                    marketplace: t(`marketplaces.${row.marketplace}`),
                  })}
                </li>
              ))}
            </ul>
            {items.length > SAMPLE ? (
              <p className="small text-body-secondary mb-0">{t('adminProductValidation.revalidate.more', { count: items.length - SAMPLE })}</p>
            ) : null}
          </div>
        )}
      </UrlFormDialog>
      <UrlFormDialog<{ companyId: string }>
        name="addCompany"
        titleKey="adminProductValidation.companies.addTitle"
        submitKey="adminProductValidation.companies.addSubmit"
        initialValues={{ companyId: '' }}
        validationSchema={validationCompanySchema}
        onSubmit={(values) => onCommand('addCompany', validationCompanySchema.cast(values).companyId)}
        {...commandOf('addCompany')}
      >
        {() => <FormField name="companyId" labelKey="adminProductValidation.companies.companyId" autoFocus />}
      </UrlFormDialog>
      {removing ? (
        <UrlFormDialog<Record<string, never>>
          name="removeCompany"
          titleKey="adminProductValidation.companies.removeTitle"
          submitKey="adminProductValidation.companies.removeSubmit"
          submitColor="danger"
          initialValues={{}}
          onSubmit={() => onCommand('removeCompany', removing.companyId)}
          {...commandOf('removeCompany')}
        >
          {() => <p className="mb-0">{t('adminProductValidation.companies.removeQuestion', { name: removing.companyName, id: removing.companyId })}</p>}
        </UrlFormDialog>
      ) : null}
    </>
  );
}
