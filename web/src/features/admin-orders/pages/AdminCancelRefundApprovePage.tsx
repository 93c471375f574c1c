import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalKey, type ApprovalDecisionAnswer, type ApprovalQuery, type ApprovalRow, type ApprovalStatus } from '@contract/admin-orders/approvals';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters, BulkAction } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { ApprovalCommand, OnApprovalCommand } from '../approvals.resources';
import { APPROVAL_FILTER_FIELDS, APPROVAL_TAB_DEFINITIONS, approvalColumns, type ApprovalDialog } from '../components/approvals-config';
import { ApprovalResults } from '../components/ApprovalResults';
import { ApprovalsDialogs } from '../components/ApprovalsDialogs';
import { exportActions } from '@web/components/list/export-action';

export interface AdminCancelRefundApprovePageProps {
  query: ApprovalQuery;
  state: ListState<ApprovalRow, ApprovalStatus>;
  onQueryChange: (patch: Partial<ApprovalQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Starts an Excel export of the list on screen (a staff transaction; its file is offered when it is done). */
  onExport?: () => void;
  selected: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  /** The last decision's results, each request's own. */
  results: ApprovalDecisionAnswer | null;
  commandOf: (name: ApprovalCommand) => CommandView;
  onCommand: OnApprovalCommand;
  onOpenDialog: (name: ApprovalDialog, item?: string) => void;
}

/**
 * /admin/cancel-refund-approve: the cancellations and refunds waiting for staff across companies (and those decided,
 * by tab). A row, or the ticked rows, are approved or rejected (a rejection with a note); each request's result shows.
 */
export function AdminCancelRefundApprovePage(props: AdminCancelRefundApprovePageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, selected, onSelectionChange, onOpenDialog } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => approvalColumns(t, format, (name, row) => onOpenDialog(name, approvalKey(row))), [t, format, onOpenDialog]);
  const pending = query.tab === 'pending';
  const bulkActions: BulkAction[] = [
    { id: 'approve', labelKey: 'adminCancelRefund.decide.approveSelected', onClick: () => onOpenDialog('approve'), icon: 'cilCheckCircle' },
    { id: 'reject', labelKey: 'adminCancelRefund.decide.rejectSelected', onClick: () => onOpenDialog('reject'), icon: 'cilBan' },
  ];
  return (
    <>
      {props.results ? <ApprovalResults answer={props.results} /> : null}
      <ListScreen<ApprovalRow, ApprovalStatus>
        listId="adminCancelRefundApprove"
        toolbar={exportActions(props.onExport)}
        titleKey="routes.adminCancelRefundApprove"
        tabs={{ tabs: APPROVAL_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
        filters={{ fields: APPROVAL_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={approvalKey}
        {...(pending ? { selection: { selected, onChange: onSelectionChange }, bulkActions } : {})}
        errorKey="adminCancelRefund.loadError"
        emptyKey={emptyKeyOf(APPROVAL_FILTER_FIELDS, query, pending ? 'adminCancelRefund.empty' : 'adminCancelRefund.noneDecided')}
        onRetry={onRetry}
      />
      <ApprovalsDialogs rows={state.page?.items ?? []} selected={selected} commandOf={props.commandOf} onCommand={props.onCommand} />
    </>
  );
}
