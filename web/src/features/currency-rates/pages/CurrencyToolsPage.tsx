import {
  CAlert,
  CButton,
  CCard,
  CCardBody,
  CCardHeader,
  CSpinner,
  CTable,
  CTableBody,
  CTableDataCell,
  CTableHead,
  CTableHeaderCell,
  CTableRow,
} from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode, CurrencyRatesAnswer } from '@contract/currency-rates/currency-rate.types';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { CurrencyRateDialogs, type CurrencyDialog } from '../components/CurrencyRateDialogs';
import { useRateText } from '../components/use-rate-text';
import type { CurrencyRatesCommand, OnCurrencyRatesCommand } from '../currency-rates.resources';

export type { CurrencyDialog };

export interface CurrencyToolsPageProps {
  state: DetailState<CurrencyRatesAnswer>;
  /** CurrencyRateEdit: without it the rates are read only. */
  canEdit: boolean;
  commandOf: (name: CurrencyRatesCommand) => CommandView;
  onCommand: OnCurrencyRatesCommand;
  onOpenDialog: (name: CurrencyDialog, currency: CurrencyCode) => void;
  onRetry: () => void;
}

/** /currency-tools-admin/index: what one unit of each currency is worth in euros and dollars, its history, and a change. */
export function CurrencyToolsPage({ state, canEdit, commandOf, onCommand, onOpenDialog, onRetry }: CurrencyToolsPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rateText = useRateText();
  const status = detailStatusOf(state);
  const items = state.data?.items ?? [];
  return (
    <CCard data-testid="currency-tools">
      <CCardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h4 mb-0">{t('routes.currencyTools')}</h1>
        <CButton color="secondary" variant="outline" size="sm" onClick={onRetry} data-testid="currency-refresh">
          {t('currencyTools.refresh')}
        </CButton>
      </CCardHeader>
      <CCardBody>
        <p className="text-body-secondary small">{t('currencyTools.intro')}</p>
        {canEdit ? null : (
          <CAlert color="info" data-testid="currency-read-only">
            {t('currencyTools.readOnly')}
          </CAlert>
        )}
        {status === 'error' || status === 'notFound' ? (
          <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="currency-error">
            <span>{t('currencyTools.loadError')}</span>
            <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="currency-retry">
              {t('list.states.retry')}
            </CButton>
          </CAlert>
        ) : null}
        {status === 'loading' && !state.data ? (
          <div className="text-center py-4" data-testid="currency-loading">
            <CSpinner color="primary" aria-label={t('common.loading')} />
          </div>
        ) : null}
        {items.length > 0 ? (
          <CTable hover responsive aria-label={t('routes.currencyTools')} aria-busy={status === 'loading'}>
            <CTableHead>
              <CTableRow>
                <CTableHeaderCell scope="col">{t('currencyTools.columns.currency')}</CTableHeaderCell>
                <CTableHeaderCell scope="col" className="text-end">
                  {t('currencyTools.columns.inEur')}
                </CTableHeaderCell>
                <CTableHeaderCell scope="col" className="text-end">
                  {t('currencyTools.columns.inUsd')}
                </CTableHeaderCell>
                <CTableHeaderCell scope="col">{t('currencyTools.columns.updatedAt')}</CTableHeaderCell>
                <CTableHeaderCell scope="col">
                  <span className="visually-hidden">{t('currencyTools.columns.actions')}</span>
                </CTableHeaderCell>
              </CTableRow>
            </CTableHead>
            <CTableBody>
              {items.map((rate) => (
                <CTableRow key={rate.currency} data-testid={`rate-${rate.currency}`}>
                  <CTableDataCell>
                    <strong>{rate.currency}</strong> <span className="text-body-secondary">{t(`currencyTools.currencies.${rate.currency}`)}</span>
                  </CTableDataCell>
                  <CTableDataCell className="text-end" data-testid={`rate-${rate.currency}-EUR`}>
                    {rateText(rate.rates.EUR)}
                  </CTableDataCell>
                  <CTableDataCell className="text-end" data-testid={`rate-${rate.currency}-USD`}>
                    {rateText(rate.rates.USD)}
                  </CTableDataCell>
                  <CTableDataCell>
                    {format.dateTime(rate.updatedAt)}
                    <div className="small text-body-secondary">{rate.history[0]?.by?.name ?? t('currencyTools.startingRate')}</div>
                  </CTableDataCell>
                  <CTableDataCell className="text-end text-nowrap">
                    <CButton
                      size="sm"
                      color="secondary"
                      variant="ghost"
                      onClick={() => onOpenDialog('history', rate.currency)}
                      aria-label={t('currencyTools.history.open', { currency: rate.currency })}
                      data-testid={`rate-history-${rate.currency}`}
                    >
                      {t('currencyTools.history.button')}
                    </CButton>
                    {canEdit ? (
                      <CButton
                        size="sm"
                        color="primary"
                        variant="outline"
                        className="ms-1"
                        onClick={() => onOpenDialog('edit', rate.currency)}
                        aria-label={t('currencyTools.edit.open', { currency: rate.currency })}
                        data-testid={`rate-edit-${rate.currency}`}
                      >
                        {t('currencyTools.edit.button')}
                      </CButton>
                    ) : null}
                  </CTableDataCell>
                </CTableRow>
              ))}
            </CTableBody>
          </CTable>
        ) : null}
      </CCardBody>
      <CurrencyRateDialogs rates={items} canEdit={canEdit} commandOf={commandOf} onCommand={onCommand} />
    </CCard>
  );
}
