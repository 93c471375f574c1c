import { CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CurrencyRate } from '@contract/currency-rates/currency-rate.types';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { CurrencyRatesCommand, OnCurrencyRatesCommand } from '../currency-rates.resources';
import { rateBodyOf, rateFormProblems, rateFormValuesOf, type RateFormValues } from './rate-form';
import { useRateText } from './use-rate-text';

/** The dialogs Currency Tools opens by URL: `?action=edit&item=TRY` and `?action=history&item=TRY`. */
export type CurrencyDialog = 'edit' | 'history';

export interface CurrencyRateDialogsProps {
  rates: readonly CurrencyRate[];
  canEdit: boolean;
  commandOf: (name: CurrencyRatesCommand) => CommandView;
  onCommand: OnCurrencyRatesCommand;
}

function HistoryTable({ rate }: { rate: CurrencyRate }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rateText = useRateText();
  return (
    <CTable small responsive className="mb-0" data-testid="rate-history">
      <CTableHead>
        <CTableRow>
          <CTableHeaderCell scope="col">{t('currencyTools.columns.changedAt')}</CTableHeaderCell>
          <CTableHeaderCell scope="col" className="text-end">
            {t('currencyTools.columns.inEur')}
          </CTableHeaderCell>
          <CTableHeaderCell scope="col" className="text-end">
            {t('currencyTools.columns.inUsd')}
          </CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('currencyTools.columns.by')}</CTableHeaderCell>
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {rate.history.map((change) => (
          <CTableRow key={`${change.at}-${change.rates.EUR}-${change.rates.USD}`} data-testid="rate-history-row">
            <CTableDataCell>{format.dateTime(change.at)}</CTableDataCell>
            {(['EUR', 'USD'] as const).map((target) => (
              <CTableDataCell key={target} className="text-end">
                {rateText(change.rates[target])}
                {change.previous && change.previous[target] !== change.rates[target] ? (
                  <div className="small text-body-secondary">{t('currencyTools.was', { value: rateText(change.previous[target]) })}</div>
                ) : null}
              </CTableDataCell>
            ))}
            <CTableDataCell>{change.by ? `${change.by.name} (${change.by.email})` : t('currencyTools.startingRate')}</CTableDataCell>
          </CTableRow>
        ))}
      </CTableBody>
    </CTable>
  );
}

export function CurrencyRateDialogs({ rates, canEdit, commandOf, onCommand }: CurrencyRateDialogsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rate = rates.find((item) => item.currency === params.get('item'));
  if (!rate) return null;
  const fixed = rate.currency === 'EUR' || rate.currency === 'USD' ? rate.currency : null;
  return (
    <>
      <UrlDialog name="history" titleKey="currencyTools.history.title" titleValues={{ currency: rate.currency }} size="lg">
        <HistoryTable rate={rate} />
      </UrlDialog>
      {canEdit ? (
        <UrlFormDialog<RateFormValues>
          name="edit"
          titleKey="currencyTools.edit.title"
          titleValues={{ currency: rate.currency }}
          submitKey="currencyTools.edit.submit"
          initialValues={rateFormValuesOf(rate)}
          validate={rateFormProblems}
          onSubmit={(values) => onCommand('set', { currency: rate.currency, rates: rateBodyOf(values) })}
          {...commandOf('set')}
        >
          {() => (
            <div data-testid="rate-form">
              {fixed !== 'EUR' ? <FormField name="EUR" labelKey="currencyTools.fields.eur" hintKey="currencyTools.fields.hint" autoFocus /> : null}
              {fixed !== 'USD' ? (
                <FormField name="USD" labelKey="currencyTools.fields.usd" hintKey="currencyTools.fields.hint" autoFocus={fixed === 'EUR'} />
              ) : null}
              {fixed ? (
                <p className="small text-body-secondary mb-0">{t('currencyTools.edit.inverse', { currency: fixed, other: fixed === 'EUR' ? 'USD' : 'EUR' })}</p>
              ) : null}
            </div>
          )}
        </UrlFormDialog>
      ) : null}
    </>
  );
}
