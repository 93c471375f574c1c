import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import type { AttributeListQuery, AttributeRow, AttributeTab } from '@contract/admin-taxonomy/admin-attribute.query';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, ListAction } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { AttributeCommand, OnAttributeCommand } from '../admin-attribute.resources';
import { ATTRIBUTE_FILTER_FIELDS, ATTRIBUTE_TAB_DEFINITIONS, attributeColumns } from '../components/attribute-list-config';
import { attributeStatusFlipped, type EditedAttribute } from '../components/attribute-form';
import { AttributeDialogs, type AttributeDialog } from '../components/AttributeDialogs';

export interface AdminAttributesPageProps {
  query: AttributeListQuery;
  list: ListState<AttributeRow, AttributeTab>;
  /** The attribute of the edit dialog; null while unknown. */
  edited: EditedAttribute | null;
  /** The attribute of the values dialogs; null while loading. */
  detail: AttributeDetail | null;
  valueId: number | null;
  commandOf: (name: AttributeCommand) => CommandView;
  onQueryChange: (patch: Partial<AttributeListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onOpenDialog: (name: AttributeDialog, id?: number, valueId?: number) => void;
  /** A command for the attribute in `?item=`. */
  onCommand: OnAttributeCommand;
  /** Activate or deactivate a row's attribute. */
  onStatus: (row: AttributeRow, body: ReturnType<typeof attributeStatusFlipped>) => void;
}

/** /admin/attributes: the seller-panel tree's attributes: search, create, edit, activate or deactivate; each one's values. */
export function AdminAttributesPage(props: AdminAttributesPageProps) {
  const { query, list, edited, detail, valueId, commandOf, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDialog, onCommand, onStatus } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(
    () =>
      attributeColumns({
        format,
        labelOf: (key) => t(key),
        onAction: (row, action) => (action === 'status' ? onStatus(row, attributeStatusFlipped(row)) : onOpenDialog(action, row.id)),
      }),
    [format, t, onStatus, onOpenDialog],
  );
  const toolbar: ListAction[] = [{ id: 'add', labelKey: 'adminTaxonomy.attributeForm.addAction', onClick: () => onOpenDialog('create'), icon: 'cilList' }];
  return (
    <>
      <ErrorAlert error={commandOf('status').error} />
      <ListScreen<AttributeRow, AttributeTab>
        listId="adminAttributes"
        titleKey="routes.adminAttributes"
        tabs={{ tabs: ATTRIBUTE_TAB_DEFINITIONS, active: query.tab, counts: list.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
        filters={{ fields: ATTRIBUTE_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        columns={columns}
        {...listWiring(query, list, onQueryChange)}
        rowKey={(row) => String(row.id)}
        errorKey="adminTaxonomy.attributesLoadError"
        onRetry={onRetry}
        toolbar={toolbar}
      >
        <AttributeDialogs
          edited={edited}
          detail={detail}
          valueId={valueId}
          commandOf={commandOf}
          onCommand={onCommand}
          onOpenValue={(id) => detail && onOpenDialog('editValue', detail.id, id)}
        />
      </ListScreen>
    </>
  );
}
