/** A lane's estimated days and Saturday delivery (`?action=editEad&item=<id>`): the sellers of both ends read them. */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { EAD_DAYS_MAX, eadUpdateSchema, type EadUpdateBody } from '@contract/admin-logistics/admin-logistics.types';
import type { EadRow } from '@contract/logistics/logistics.types';
import { useCountryNames } from '@web/components/country-names';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';
import type { CommandView } from '@web/lib/resources/command-view';

interface EadFormValues {
  estimatedDays: string;
  saturday: 'yes' | 'no';
}

/** The form's values: the days as typed (the contract's rule), Saturday as a choice. */
const EAD_FORM_SCHEMA = yup.object({ estimatedDays: eadUpdateSchema.fields.estimatedDays, saturday: yup.string().oneOf(['yes', 'no']).required() });

const SATURDAY_OPTIONS = [
  { value: 'yes', labelKey: 'logistics.ead.saturdayYes' },
  { value: 'no', labelKey: 'logistics.ead.saturdayNo' },
];

export interface EadDialogProps {
  row: EadRow | null;
  command: CommandView;
  onSubmit: (body: EadUpdateBody) => void;
}

export function EadDialog({ row, command, onSubmit }: EadDialogProps) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  return (
    <UrlFormDialog<EadFormValues>
      key={row?.id ?? 'none'}
      name="editEad"
      titleKey="adminLogistics.ead.editTitle"
      submitKey="adminLogistics.ead.save"
      initialValues={{ estimatedDays: row ? String(row.estimatedDays) : '', saturday: row?.saturday ? 'yes' : 'no' }}
      validationSchema={EAD_FORM_SCHEMA}
      onSubmit={(values) => onSubmit(eadUpdateSchema.cast({ estimatedDays: values.estimatedDays, saturday: values.saturday === 'yes' }))}
      {...command}
    >
      {() => (
        <div data-testid="ead-form">
          {row ? (
            <p className="fw-semibold">
              {t('adminLogistics.ead.lane', { origin: countries.nameOf(row.originCountry), destination: countries.nameOf(row.destinationCountry) })}
            </p>
          ) : null}
          <FormField
            name="estimatedDays"
            labelKey="logistics.ead.columns.estimatedDays"
            hintKey="adminLogistics.ead.daysHint"
            hintValues={{ max: EAD_DAYS_MAX }}
            autoFocus
          />
          <FormSelect name="saturday" labelKey="logistics.ead.columns.saturday" options={SATURDAY_OPTIONS} />
        </div>
      )}
    </UrlFormDialog>
  );
}
