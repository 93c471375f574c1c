import { useMemo } from 'react';
import type { CatalogChoice, CategoryFilterChoice, VariantRow } from '@contract/catalog/variant.api';
import type { VariantListQuery, VariantTab } from '@contract/catalog/variant.query';
import { ListScreen } from '@web/components/list/ListScreen';
import { useNameOf } from '@web/lib/localized-name';
import type { AppliedFilters, RowEditing } from '@web/components/list/list-types';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { RowEditState } from '@web/lib/resources/row-edit-resource';
import { draftValues, rowProblems } from '@web/lib/resources/row-editing';
import { VARIANT_COLUMNS, VARIANT_TAB_DEFINITIONS, validateVariantFilters, variantFilterFields } from '../components/quick-edit-config';
import { validateQuickEditRow } from '../quick-edit-values';

export interface VariantChoices {
  brands: readonly CatalogChoice[];
  categories: readonly CategoryFilterChoice[];
}

export interface QuickEditPageProps {
  query: VariantListQuery;
  state: ListState<VariantRow, VariantTab>;
  choices: VariantChoices;
  edits: RowEditState;
  onQueryChange: (patch: Partial<VariantListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onEdit: (key: string, field: string, value: string, base: Readonly<Record<string, string>>) => void;
  onSave: () => void;
  onDiscard: () => void;
  onDiscardRow: (key: string) => void;
}

const skuOf = (row: VariantRow) => row.sku;

/** /products/quick-edit: every variant of the company, price, retail price, stock and status edited in place and saved together. */
export function QuickEditPage(props: QuickEditPageProps) {
  const { query, state, choices, edits, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onEdit, onSave, onDiscard, onDiscardRow } = props;
  // Rebuilt only when the catalogue's brands or categories change, so a new page of rows keeps what is typed in the filters.
  const choicesKey = JSON.stringify(choices);
  const nameOf = useNameOf();
  const fields = useMemo(() => variantFilterFields(JSON.parse(choicesKey) as VariantChoices, nameOf), [choicesKey, nameOf]);
  const filters = useMemo(
    () => ({ fields, values: query, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateVariantFilters }),
    [fields, query, onFiltersApply, onFiltersReset],
  );
  const editing: RowEditing<VariantRow> = useMemo(
    () => ({
      drafts: draftValues(edits),
      problems: rowProblems(edits, validateQuickEditRow),
      saving: edits.status === 'saving',
      errorKey: edits.error ? `errors.${edits.error.code}` : null,
      rowLabel: skuOf,
      onChange: onEdit,
      onSave,
      onDiscard,
      onDiscardRow,
    }),
    [edits, onEdit, onSave, onDiscard, onDiscardRow],
  );
  return (
    <ListScreen<VariantRow, VariantTab>
      listId="quickEdit"
      titleKey="routes.allProducts"
      tabs={{ tabs: VARIANT_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={filters}
      columns={VARIANT_COLUMNS}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="quickEdit.loadError"
      onRetry={onRetry}
      editing={editing}
    />
  );
}
