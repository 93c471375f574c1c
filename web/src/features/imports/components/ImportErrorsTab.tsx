import { useMemo } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ImportErrorQuery } from '@contract/imports/import.api';
import type { ImportRowError } from '@contract/imports/import.types';
import { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ErrorFileInOtherLanguage } from '@web/components/ErrorFileInOtherLanguage';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, FilterField, SelectOption } from '@web/components/list/list-types';
import { useFormatters, type Formatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { rowOfParam, rowParamOf } from '../error-row';
import { importErrorFileUrl } from '../imports.api';
import type { ResendState } from '../import-resend.slice';
import { resendFileName } from '../resend-rows';
import { ErrorRowSidebar } from './ErrorRowSidebar';
import { importErrorColumns } from './import-error-columns';
import { ResendEditor, type ResendPages } from './ResendEditor';

/** Fix and resend: the sending's state, the send and the reset after it, and the editor's pages. */
export interface ResendControl {
  state: ResendState;
  onSend: (body: { fileName: string; header: string[]; rows: string[][] }) => void;
  onReset: () => void;
  pages: ResendPages;
}

export interface ImportErrorsTabProps {
  query: ImportErrorQuery;
  state: ListState<ImportRowError, never>;
  /** The kind's recent imports the filter offers. */
  imports: readonly Transaction[];
  /** `?row=` of the open sidebar, or null. */
  selectedRow: string | null;
  onQueryChange: (patch: Partial<ImportErrorQuery>) => void;
  onFiltersApply: (applied: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onRowOpen: (param: string) => void;
  onRowClose: () => void;
  /** Present where refused rows can be fixed in the browser and sent again. */
  resend?: ResendControl | undefined;
}

function importOptions(imports: readonly Transaction[], chosen: string | undefined, format: Formatters): SelectOption[] {
  const options: SelectOption[] = imports.map((item) => ({
    value: item.id,
    labelKey: 'imports.errors.importOption',
    labelValues: { date: format.dateTime(item.date), file: item.file ?? item.id },
  }));
  if (chosen && !imports.some((item) => item.id === chosen)) options.push({ value: chosen, labelKey: 'imports.errors.importId', labelValues: { id: chosen } });
  return options;
}

/** Spec §2 Import Errors: the refused rows of the recent imports, one row's details in a sidebar; one import's rows can be fixed and resent. */
export function ImportErrorsTab(props: ImportErrorsTabProps) {
  const { query, state, imports, selectedRow, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onRowOpen, onRowClose, resend } = props;
  const { t, i18n } = useTranslation();
  // Once sent, the editor closes (its drafts go with it); opening it again starts afresh.
  const sent = resend?.state.status === 'sent';
  const format = useFormatters();
  const columns = useMemo(() => importErrorColumns(format), [format]);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'transactionId',
        labelKey: 'imports.errors.filters.import',
        anyKey: 'imports.errors.filters.allImports',
        options: importOptions(imports, query.transactionId, format),
      },
      { kind: 'text', name: 'sku', labelKey: 'imports.errors.filters.sku', hintKey: 'imports.errors.filters.skuHint' },
    ],
    [imports, query.transactionId, format],
  );
  const chosen = query.transactionId ? imports.find((item) => item.id === query.transactionId) : undefined;
  const errorFileOf = query.transactionId && (!chosen || chosen.importErrorFile) ? query.transactionId : null;
  const errorFileIn = (language: ReasonLanguage) => importErrorFileUrl(errorFileOf ?? '', language);
  const errorFile = errorFileOf ? errorFileIn(reasonLanguageOf(i18n.language)) : null;
  const row = rowOfParam(state.page?.items ?? [], selectedRow);
  const refused = state.page?.items ?? [];
  const canFix = Boolean(resend && query.transactionId && refused.length > 0);
  if (resend && resend.pages.open && !sent && query.transactionId) {
    return (
      <ResendEditor
        kind={query.kind}
        pages={resend.pages}
        sending={resend.state.status === 'sending'}
        error={resend.state.error}
        onSend={(body) => resend.onSend({ ...body, fileName: resendFileName(chosen?.file) })}
      />
    );
  }
  return (
    <ListScreen<ImportRowError>
      listId="importErrors"
      titleKey="imports.errors.title"
      filters={{ fields, values: query, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={rowParamOf}
      onRowClick={(clicked) => onRowOpen(rowParamOf(clicked))}
      errorKey="imports.errors.loadError"
      emptyKey="imports.errors.none"
      onRetry={onRetry}
      summary={
        errorFile || canFix ? (
          <div className="mb-3 d-flex flex-wrap gap-2">
            {errorFile ? (
              <span className="d-inline-flex flex-wrap align-items-center gap-2">
                <CButton as="a" href={errorFile} download color="primary" variant="outline" size="sm" data-testid="import-error-file">
                  {t('imports.errors.errorFile')}
                </CButton>
                <ErrorFileInOtherLanguage urlIn={errorFileIn} testId="import-error-file-other" />
              </span>
            ) : null}
            {canFix ? (
              <CButton
                color="primary"
                size="sm"
                onClick={() => {
                  resend?.onReset();
                  resend?.pages.onOpen();
                }}
                data-testid="resend-open"
              >
                {t('imports.resend.open')}
              </CButton>
            ) : null}
          </div>
        ) : null
      }
    >
      <ErrorRowSidebar row={row} open={selectedRow !== null && (row !== null || state.status !== 'loading')} onClose={onRowClose} />
    </ListScreen>
  );
}
