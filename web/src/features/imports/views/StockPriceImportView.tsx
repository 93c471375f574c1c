import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseVariantFilters, parseVariantQuery, variantQueryToRaw, type VariantFilters } from '@contract/catalog/variant.query';
import { importErrorQueryToRaw, parseImportErrorQuery, type ImportErrorQuery } from '@contract/imports/import.api';
import type { RawQuery } from '@contract/lists/list-query';
import { useUrlDialog, useUrlTab } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import type { ResendControl } from '../components/ImportErrorsTab';
import { IMPORT_TABS } from '../components/ImportTabs';
import { ROW_PARAM } from '../error-row';
import { importErrorsList, stockPriceList } from '../imports.resources';
import { resendRequested, resendReset, selectResend } from '../import-resend.slice';
import { StockPriceImportPage } from '../pages/StockPriceImportPage';
import { useImportScreen } from './use-import-screen';

const SKU_KEYS: readonly (keyof VariantFilters & string)[] = ['sku'];
const FILTERS = { keys: SKU_KEYS, parse: parseVariantFilters };
/** The errors' URL holds no kind: this screen's refused rows are the stock/price imports'. */
const parseErrors = (raw: RawQuery) => parseImportErrorQuery({ ...raw, kind: 'stockPrice' });
const errorsToRaw = ({ kind: _kind, ...query }: Partial<ImportErrorQuery>) => importErrorQueryToRaw(query);
const ERROR_FILTERS = { keys: ['transactionId', 'sku'] as const, parse: parseErrors };
const NO_EXTRAS: readonly string[] = [];

/** /importer/excel-stock-price: `?tab=errors`, the stock/price list's or the errors' SKU, page, page size and sort, `?row=`. */
export function StockPriceImportView() {
  const dispatch = useDispatch();
  const screen = useImportScreen('stockPrice');
  const [tab, setTab] = useUrlTab('tab', IMPORT_TABS, 'import');
  const list = useListScreen({ list: stockPriceList, parse: parseVariantQuery, toRaw: variantQueryToRaw, filters: FILTERS, enabled: tab === 'import' });
  const errors = useListScreen({ list: importErrorsList, parse: parseErrors, toRaw: errorsToRaw, filters: ERROR_FILTERS, enabled: tab === 'errors' });
  const [selectedRow, openRow, closeRow] = useUrlDialog(ROW_PARAM, NO_EXTRAS);
  const resendState = useSelector(selectResend);
  const onReset = useCallback(() => {
    dispatch(resendReset());
  }, [dispatch]);
  useEffect(() => onReset, [onReset]);
  const resend = useMemo<ResendControl>(
    () => ({ state: resendState, onSend: (body) => dispatch(resendRequested({ kind: 'stockPrice', ...body })), onReset }),
    [dispatch, resendState, onReset],
  );
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list.page;
  return (
    <StockPriceImportPage
      {...screen}
      query={query}
      list={state}
      onQueryChange={onQueryChange}
      onSkuApply={onFiltersApply}
      onSkuReset={onFiltersReset}
      onListRetry={onRetry}
      tab={tab}
      onTabChange={setTab}
      errors={{ ...errors.page, selectedRow, onRowOpen: (param) => openRow(param), onRowClose: closeRow, resend }}
    />
  );
}
