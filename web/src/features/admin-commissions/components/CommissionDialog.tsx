/** One category's rate on one marketplace (`?action=editCommission&row=<categoryId>-<marketplace>`): it applies from the moment it is saved. */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { commissionPercentField, COMMISSION_PERCENT_MAX, type CommissionRate, type SetCommissionBody } from '@contract/admin-commissions/commission.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import { percentText } from './commission-list-config';

interface CommissionFormValues {
  ratePercent: string;
}

/** The rate as typed: a decimal comma (Turkish) reads as a point; an empty field stays empty for `required`. */
const typedNumber = (value: unknown, typed: unknown) =>
  typeof typed === 'string' ? (typed.trim() === '' ? undefined : Number(typed.trim().replace(',', '.'))) : value;
const FORM_SCHEMA = yup.object({ ratePercent: commissionPercentField.transform(typedNumber) });

export interface CommissionDialogProps {
  row: CommissionRate | null;
  command: CommandView;
  onSubmit: (body: SetCommissionBody) => void;
}

export function CommissionDialog({ row, command, onSubmit }: CommissionDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameOf = useNameOf();
  return (
    <UrlFormDialog<CommissionFormValues>
      key={row ? `${row.categoryId}-${row.marketplace}-${row.ratePercent}` : 'none'}
      name="editCommission"
      titleKey="adminCommissions.dialog.title"
      submitKey="adminCommissions.dialog.save"
      initialValues={{ ratePercent: row ? String(row.ratePercent) : '' }}
      validationSchema={FORM_SCHEMA}
      onSubmit={(values) => onSubmit(FORM_SCHEMA.cast(values))}
      {...command}
    >
      {() => (
        <div data-testid="commission-form">
          {row ? (
            <>
              <p className="fw-semibold mb-1">
                {t('adminCommissions.dialog.target', { category: nameOf(row.path), marketplace: t(`marketplaces.${row.marketplace}`) })}
              </p>
              <p className="text-body-secondary">{t('adminCommissions.dialog.current', { rate: percentText(t, format, row.ratePercent) })}</p>
            </>
          ) : null}
          <FormField
            name="ratePercent"
            labelKey="adminCommissions.dialog.rate"
            hintKey="adminCommissions.dialog.rateHint"
            hintValues={{ max: COMMISSION_PERCENT_MAX }}
            autoFocus
          />
        </div>
      )}
    </UrlFormDialog>
  );
}
