import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { importErrorQueryToRaw, parseImportErrorQuery, type ImportErrorQuery } from '@contract/imports/import.api';
import type { ImportKind } from '@contract/imports/import.types';
import type { RawQuery } from '@contract/lists/list-query';
import { useSearchParams } from 'react-router';
import { useUrlDialog } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import type { ImportErrorsTabProps, ResendControl } from '../components/ImportErrorsTab';
import { ROW_PARAM } from '../error-row';
import { importErrorsList, resendRowsList } from '../imports.resources';
import { resendRequested, resendReset, selectResend } from '../import-resend.slice';
import { parseResendQuery, withResendQuery, type ResendQuery } from '../resend-query';

const ERROR_FILTER_KEYS = ['transactionId', 'sku'] as const;
const NO_EXTRAS: readonly string[] = [];
const errorsToRaw = ({ kind: _kind, ...query }: Partial<ImportErrorQuery>) => importErrorQueryToRaw(query);

/**
 * An importer's Import Errors tab: its kind's refused rows (`?transactionId=&sku=&page=`), the sidebar's `?row=`, and
 * Fix and resend over all the chosen import's refused rows, paged on its own (`?fix=1&fixPage=&fixPageSize=`; the
 * sending is cleared when leaving the screen).
 */
export function useImportErrors(kind: ImportKind, enabled: boolean): Omit<ImportErrorsTabProps, 'imports'> {
  const dispatch = useDispatch();
  // The errors' URL holds no kind: an importer's refused rows are its own kind's.
  const parse = useMemo(() => (raw: RawQuery) => parseImportErrorQuery({ ...raw, kind }), [kind]);
  const filters = useMemo(() => ({ keys: ERROR_FILTER_KEYS, parse }), [parse]);
  const errors = useListScreen({ list: importErrorsList, parse, toRaw: errorsToRaw, filters, enabled });
  const [selectedRow, openRow, closeRow] = useUrlDialog(ROW_PARAM, NO_EXTRAS);
  const resendState = useSelector(selectResend);
  const [params, setParams] = useSearchParams();
  const fix = useMemo(() => parseResendQuery(Object.fromEntries(params.entries())), [params]);
  const updateFix = useCallback((patch: Partial<ResendQuery>) => setParams((current) => withResendQuery(current, patch)), [setParams]);
  const { transactionId } = errors.query;
  const fixRequest = useMemo(
    () => (enabled && fix.fixing && transactionId ? { kind, transactionId, page: fix.page, pageSize: fix.pageSize } : null),
    [enabled, fix.fixing, fix.page, fix.pageSize, kind, transactionId],
  );
  const fixRows = useSelector(resendRowsList.select);
  const askFixRows = useCallback(() => {
    if (fixRequest) dispatch(resendRowsList.requested(fixRequest));
  }, [dispatch, fixRequest]);
  useEffect(askFixRows, [askFixRows]);
  const pages = useMemo(
    () => ({
      open: fix.fixing,
      page: fix.page,
      pageSize: fix.pageSize,
      rows: fixRows,
      onOpen: () => updateFix({ fixing: true }),
      onClose: () => updateFix({ fixing: false }),
      onPageChange: (page: number) => updateFix({ page }),
      onPageSizeChange: (pageSize: number) => updateFix({ pageSize }),
      onRetry: askFixRows,
    }),
    [fix, fixRows, updateFix, askFixRows],
  );
  const onReset = useCallback(() => {
    dispatch(resendReset());
  }, [dispatch]);
  useEffect(() => onReset, [onReset]);
  const resend = useMemo<ResendControl>(
    () => ({ state: resendState, onSend: (body) => dispatch(resendRequested({ kind, ...body })), onReset, pages }),
    [dispatch, kind, resendState, onReset, pages],
  );
  return { ...errors.page, selectedRow, onRowOpen: (param) => openRow(param), onRowClose: closeRow, resend };
}
