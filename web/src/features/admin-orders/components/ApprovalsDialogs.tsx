import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { approvalDecisionSchema, approvalKey, parseApprovalKey, type ApprovalDecision, type ApprovalRow } from '@contract/admin-orders/approvals';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ApprovalCommand, OnApprovalCommand } from '../approvals.resources';

/** How many of the requests to be decided are named in the confirmation. */
const SAMPLE = 5;

export interface ApprovalsDialogsProps {
  rows: readonly ApprovalRow[];
  /** The rows ticked on the list (decided when the dialog names no single row). */
  selected: readonly string[];
  commandOf: (name: ApprovalCommand) => CommandView;
  onCommand: OnApprovalCommand;
}

function DecisionDialog({
  decision,
  keys,
  rows,
  commandOf,
  onCommand,
}: Omit<ApprovalsDialogsProps, 'selected'> & { decision: ApprovalDecision; keys: readonly string[] }) {
  const { t } = useTranslation();
  const items = keys.map(parseApprovalKey).filter((ref) => ref !== null);
  const named = keys.flatMap((key) => rows.filter((row) => approvalKey(row) === key));
  return (
    <UrlFormDialog<{ decision: ApprovalDecision; note: string }>
      name={decision}
      titleKey={`adminCancelRefund.decide.${decision}Title`}
      submitKey={`adminCancelRefund.decide.${decision}`}
      submitColor={decision === 'approve' ? 'success' : 'danger'}
      initialValues={{ decision, note: '' }}
      validationSchema={approvalDecisionSchema.pick(['decision', 'note'])}
      onSubmit={({ note }) => onCommand('decide', approvalDecisionSchema.cast({ items, decision, note }))}
      {...commandOf('decide')}
    >
      {() => (
        <div data-testid="decision-summary">
          <p>{t(`adminCancelRefund.decide.${decision}Question`, { count: items.length })}</p>
          <ul className="small">
            {named.slice(0, SAMPLE).map((row) => (
              <li key={approvalKey(row)}>
                {t('adminCancelRefund.sample', {
                  kind: t(`adminCancelRefund.kinds.${row.kind}`),
                  number: row.marketplaceOrderId,
                  company: row.companyName,
                  amount: row.amount,
                  currency: row.currency,
                })}
              </li>
            ))}
          </ul>
          {items.length > SAMPLE ? <p className="small text-body-secondary">{t('adminCancelRefund.more', { count: items.length - SAMPLE })}</p> : null}
          <FormTextarea name="note" labelKey={`adminCancelRefund.fields.${decision === 'reject' ? 'note' : 'noteOptional'}`} rows={3} />
        </div>
      )}
    </UrlFormDialog>
  );
}

/** The dialogs /admin/cancel-refund-approve opens by URL: `?action=approve|reject[&item=<companyId>:<id>]` (without item: the ticked rows). */
export function ApprovalsDialogs({ rows, selected, commandOf, onCommand }: ApprovalsDialogsProps) {
  const [params] = useSearchParams();
  const item = params.get('item');
  const keys = item ? [item] : selected;
  const props = { keys, rows, commandOf, onCommand };
  return (
    <>
      <DecisionDialog decision="approve" {...props} />
      <DecisionDialog decision="reject" {...props} />
    </>
  );
}
