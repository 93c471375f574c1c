import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validationRowKey,
  type AdminValidationQuery,
  type AdminValidationRow,
  type ValidationCompaniesAnswer,
} from '@contract/admin-products/admin-validation';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters, BulkAction } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { OnValidationCommand, ValidationCommand } from '../admin-validation.resources';
import { ADMIN_VALIDATION_FILTER_FIELDS, validationColumns } from '../components/admin-validation-config';
import { AdminValidationDialogs, type AdminValidationDialog } from '../components/AdminValidationDialogs';
import { ValidationCompaniesCard } from '../components/ValidationCompaniesCard';
import { exportActions } from '@web/components/list/export-action';

export interface AdminProductValidationPageProps {
  query: AdminValidationQuery;
  state: ListState<AdminValidationRow, never>;
  onQueryChange: (patch: Partial<AdminValidationQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Starts an Excel export of the list on screen (a staff transaction; its file is offered when it is done). */
  onExport?: () => void;
  selected: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  companies: DetailState<ValidationCompaniesAnswer>;
  onCompaniesRetry: () => void;
  commandOf: (name: ValidationCommand) => CommandView;
  onCommand: OnValidationCommand;
  onOpenDialog: (name: AdminValidationDialog, item?: string) => void;
}

/**
 * /admin/product-validation: the products whose marketplace validation failed, one row per product and marketplace
 * with the marketplace's reasons, across companies; a row or the ticked rows are sent to the marketplace again. Above
 * it, the companies that see the seller's Product Validation screen.
 */
export function AdminProductValidationPage(props: AdminProductValidationPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, selected, onSelectionChange, onOpenDialog } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => validationColumns(t, format, (row) => onOpenDialog('revalidate', validationRowKey(row))), [t, format, onOpenDialog]);
  const bulkActions: BulkAction[] = [
    { id: 'revalidate', labelKey: 'adminProductValidation.revalidate.selected', onClick: () => onOpenDialog('revalidate'), icon: 'cilReload' },
  ];
  return (
    <>
      <ValidationCompaniesCard
        state={props.companies}
        onAdd={() => onOpenDialog('addCompany')}
        onRemove={(companyId) => onOpenDialog('removeCompany', String(companyId))}
        onRetry={props.onCompaniesRetry}
      />
      <ListScreen<AdminValidationRow>
        listId="adminProductValidation"
        toolbar={exportActions(props.onExport)}
        titleKey="routes.adminProductValidation"
        filters={{ fields: ADMIN_VALIDATION_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={validationRowKey}
        selection={{ selected, onChange: onSelectionChange }}
        bulkActions={bulkActions}
        errorKey="adminProductValidation.loadError"
        emptyKey={emptyKeyOf(ADMIN_VALIDATION_FILTER_FIELDS, query, 'adminProductValidation.empty')}
        onRetry={onRetry}
      />
      <AdminValidationDialogs selected={selected} companies={props.companies.data?.items ?? []} commandOf={props.commandOf} onCommand={props.onCommand} />
    </>
  );
}
