/**
 * The rate caps' dialogs by URL (`?action=<dialog>&item=<row key>`): staff's cap of a group, showing first how many
 * companies a lower cap leaves above it (confirmed before the save); a company's own cap; its removal.
 */
import { CAlert, CFormCheck, CFormFeedback } from '@coreui/react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RateCapRow } from '@contract/admin-rate-caps/rate-cap.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnRateCapCommand, RateCapCommand } from '../admin-rate-caps.resources';
import { capBodyOf, capFormProblems, capFormValuesOf, leftAbove, typedCap, type CapFormValues } from './cap-form';
import { rateCapRowKey } from './rate-cap-list-config';

export interface RateCapDialogsProps {
  rows: readonly RateCapRow[];
  commandOf: (name: RateCapCommand) => CommandView;
  onCommand: OnRateCapCommand;
}

function AboveNotice({ form, row }: { form: FormikProps<CapFormValues>; row: RateCapRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const count = leftAbove(form.values, row.governedRates);
  const cap = typedCap(form.values);
  if (cap === null || count === 0) return null;
  const problem = form.submitCount > 0 ? form.errors.confirmAbove : undefined;
  return (
    <CAlert color="warning" data-testid="cap-above-notice">
      <p>{t('adminRateCaps.edit.above', { count, cap: format.number(cap) })}</p>
      <CFormCheck
        id="cap-confirm-above"
        name="confirmAbove"
        label={t('adminRateCaps.edit.confirm', { count })}
        checked={form.values.confirmAbove}
        onChange={(event) => void form.setFieldValue('confirmAbove', event.target.checked)}
        invalid={Boolean(problem)}
        aria-describedby={problem ? 'cap-confirm-above-error' : undefined}
      />
      {problem ? (
        <CFormFeedback invalid id="cap-confirm-above-error" className="d-block">
          {t(problem)}
        </CFormFeedback>
      ) : null}
    </CAlert>
  );
}

export function RateCapDialogs({ rows, commandOf, onCommand }: RateCapDialogsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const row = rows.find((candidate) => rateCapRowKey(candidate) === params.get('item'));
  if (!row) return null;
  const group = t(`marketplaceSales.channelGroups.${row.channelGroup}`);
  const company = row.company;
  const percent = (value: number) => format.number(value);
  return (
    <>
      <UrlFormDialog<CapFormValues>
        key={`cap-${row.channelGroup}-${row.cap}`}
        name="editCap"
        titleKey="adminRateCaps.edit.title"
        titleValues={{ group }}
        submitKey="adminRateCaps.edit.submit"
        initialValues={capFormValuesOf(row.cap)}
        validate={(values) => capFormProblems(values, row.governedRates)}
        onSubmit={(values) => onCommand('setCap', { group: row.channelGroup, cap: capBodyOf(values).cap })}
        {...commandOf('setCap')}
      >
        {(form) => (
          <div data-testid="cap-form">
            <p>{t('adminRateCaps.edit.intro', { group, count: row.governedRates.length })}</p>
            <FormField name="cap" labelKey="adminRateCaps.fields.cap" hintKey="adminRateCaps.fields.capHint" autoFocus />
            <AboveNotice form={form} row={row} />
          </div>
        )}
      </UrlFormDialog>
      {company ? (
        <>
          <UrlFormDialog<CapFormValues>
            key={`own-${rateCapRowKey(row)}-${company.ownCap ?? ''}`}
            name="ownCap"
            titleKey="adminRateCaps.own.title"
            titleValues={{ group, company: company.companyName }}
            submitKey="adminRateCaps.own.submit"
            initialValues={capFormValuesOf(company.ownCap)}
            validate={(values) => capFormProblems(values)}
            onSubmit={(values) => onCommand('setOwnCap', { group: row.channelGroup, companyId: company.companyId, cap: capBodyOf(values).cap })}
            {...commandOf('setOwnCap')}
          >
            {(form) => {
              const cap = typedCap(form.values);
              return (
                <div data-testid="own-cap-form">
                  <p>
                    {company.rate === null
                      ? t('adminRateCaps.own.introNotConfigured', { company: company.companyName, group, cap: percent(row.cap) })
                      : t('adminRateCaps.own.intro', { company: company.companyName, group, rate: percent(company.rate), cap: percent(row.cap) })}
                  </p>
                  <FormField name="cap" labelKey="adminRateCaps.fields.cap" hintKey="adminRateCaps.fields.capHint" autoFocus />
                  {cap !== null && company.rate !== null && company.rate > cap ? (
                    <CAlert color="warning" data-testid="own-cap-above">
                      {t('adminRateCaps.own.above', { company: company.companyName, rate: percent(company.rate), cap: percent(cap) })}
                    </CAlert>
                  ) : null}
                </div>
              );
            }}
          </UrlFormDialog>
          {company.ownCap !== null ? (
            <UrlFormDialog<Record<string, never>>
              name="removeOwnCap"
              titleKey="adminRateCaps.remove.title"
              titleValues={{ group, company: company.companyName }}
              submitKey="adminRateCaps.remove.submit"
              submitColor="danger"
              initialValues={{}}
              onSubmit={() => onCommand('removeOwnCap', { group: row.channelGroup, companyId: company.companyId })}
              {...commandOf('removeOwnCap')}
            >
              {() => (
                <p data-testid="remove-own-cap-text">
                  {t('adminRateCaps.remove.text', { company: company.companyName, group, own: percent(company.ownCap ?? 0), cap: percent(row.cap) })}
                </p>
              )}
            </UrlFormDialog>
          ) : null}
        </>
      ) : null}
    </>
  );
}
