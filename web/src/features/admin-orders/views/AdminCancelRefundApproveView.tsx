import { useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { APPROVAL_FILTER_KEYS, approvalKey, approvalQueryToRaw, parseApprovalFilters, parseApprovalQuery } from '@contract/admin-orders/approvals';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { APPROVALS_RECORD_ID, approvalDecisions, approvalsExport, approvalsList } from '../approvals.resources';
import type { ApprovalDialog } from '../components/approvals-config';
import { AdminCancelRefundApprovePage } from '../pages/AdminCancelRefundApprovePage';

const FILTERS = { keys: APPROVAL_FILTER_KEYS, parse: parseApprovalFilters };

/** /admin/cancel-refund-approve (admin only): the URL holds the tab, the filters, the page and the open dialog. */
export function AdminCancelRefundApproveView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: approvalsList, parse: parseApprovalQuery, toRaw: approvalQueryToRaw, filters: FILTERS });
  const { query } = list;
  const decisions = useSelector(approvalDecisions.select);
  const [, open] = useUrlDialog<ApprovalDialog>();
  // A selection belongs to the page it was made on; decided requests leave the queue, and with it the selection.
  const [selection, setSelection] = useState<{ query: typeof query; keys: string[] }>({ query, keys: [] });
  const shown = new Set((list.state.page?.items ?? []).map(approvalKey));
  const selected = selection.query === query ? selection.keys.filter((key) => shown.has(key)) : [];
  const onOpenDialog = useCallback((name: ApprovalDialog, item?: string) => open(name, item === undefined ? {} : { item }), [open]);
  return (
    <AdminCancelRefundApprovePage
      {...list.page}
      onExport={() => dispatch(approvalsExport.requested(approvalQueryToRaw(query)))}
      selected={selected}
      onSelectionChange={(keys) => setSelection({ query, keys })}
      results={decisions.data}
      commandOf={(name) => commandView(decisions, name)}
      onCommand={(...call) => dispatch(approvalDecisions.commandCalled(APPROVALS_RECORD_ID, ...call))}
      onOpenDialog={onOpenDialog}
    />
  );
}
