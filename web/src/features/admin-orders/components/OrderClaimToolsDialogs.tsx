import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  claimDecisionSchema,
  orderCorrectionSchema,
  packageCorrectionSchema,
  type ClaimToolRow,
  type OrderClaimToolRow,
  type OrderToolRow,
  type PackageToolRow,
} from '@contract/admin-orders/order-claim-tools';
import type { ClaimDecision } from '@contract/claims/claim.rules';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormSelect } from '@web/components/FormSelect';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnOrderClaimToolCommand, OrderClaimToolCommand } from '../order-claim-tools.resources';
import { toolItemKey } from './order-claim-tools-config';

export interface OrderClaimToolsDialogsProps {
  rows: readonly OrderClaimToolRow[];
  commandOf: (name: OrderClaimToolCommand) => CommandView;
  onCommand: OnOrderClaimToolCommand;
}

interface DialogProps<Row> extends Omit<OrderClaimToolsDialogsProps, 'rows'> {
  row: Row;
}

function DecisionDialog({ row, decision, commandOf, onCommand }: DialogProps<ClaimToolRow> & { decision: ClaimDecision }) {
  const { t } = useTranslation();
  const approving = decision === 'approve';
  return (
    <UrlFormDialog<{ note: string }>
      name={decision}
      titleKey={`adminOrderClaimTools.decision.${decision}Title`}
      submitKey={`adminOrderClaimTools.decision.${decision}`}
      submitColor={approving ? 'success' : 'danger'}
      initialValues={{ note: '' }}
      validationSchema={claimDecisionSchema.pick(['note'])}
      onSubmit={({ note }) => onCommand('decideClaim', { ref: { companyId: row.companyId, id: row.id }, body: claimDecisionSchema.cast({ decision, note }) })}
      {...commandOf('decideClaim')}
    >
      {() => (
        <div data-testid="decision-form">
          <p>{t(`adminOrderClaimTools.decision.${decision}Question`, { number: row.reference, company: row.companyName, companyId: row.companyId })}</p>
          <FormTextarea name="note" labelKey="adminOrderClaimTools.fields.note" rows={3} />
        </div>
      )}
    </UrlFormDialog>
  );
}

function CorrectionDialog({ row, commandOf, onCommand }: DialogProps<OrderToolRow | PackageToolRow>) {
  const { t } = useTranslation();
  const ref = { companyId: row.companyId, id: row.id };
  const statuses = row.kind === 'order' ? 'orders.status' : 'packages.status';
  const options = row.corrections.map((status) => ({ value: status, labelKey: `${statuses}.${status}` }));
  const submit = ({ status, reason }: { status: string; reason: string }) =>
    row.kind === 'order'
      ? onCommand('correctOrder', { ref, body: orderCorrectionSchema.cast({ status, reason }) })
      : onCommand('correctPackage', { ref, body: packageCorrectionSchema.cast({ status, reason }) });
  return (
    <UrlFormDialog<{ status: string; reason: string }>
      name="correct"
      titleKey={`adminOrderClaimTools.correction.${row.kind}Title`}
      submitKey="adminOrderClaimTools.correction.submit"
      initialValues={{ status: row.corrections[0] ?? '', reason: '' }}
      validationSchema={row.kind === 'order' ? orderCorrectionSchema : packageCorrectionSchema}
      onSubmit={submit}
      {...commandOf(row.kind === 'order' ? 'correctOrder' : 'correctPackage')}
    >
      {() => (
        <div data-testid="correction-form">
          <p>{t(`adminOrderClaimTools.correction.${row.kind}Question`, { number: row.reference, company: row.companyName, companyId: row.companyId })}</p>
          <FormSelect name="status" labelKey="adminOrderClaimTools.fields.status" options={options} />
          <FormTextarea name="reason" labelKey="adminOrderClaimTools.fields.reason" rows={3} />
        </div>
      )}
    </UrlFormDialog>
  );
}

/** The dialogs /admin/order-claim-tools/index opens by URL, each for the row `item=<kind>:<companyId>:<id>` names. */
export function OrderClaimToolsDialogs({ rows, commandOf, onCommand }: OrderClaimToolsDialogsProps) {
  const [params] = useSearchParams();
  const row = rows.find((candidate) => toolItemKey(candidate) === params.get('item'));
  if (!row) return null;
  const commands = { commandOf, onCommand };
  if (row.kind === 'claim')
    return (
      <>
        <DecisionDialog row={row} decision="approve" {...commands} />
        <DecisionDialog row={row} decision="reject" {...commands} />
      </>
    );
  return <CorrectionDialog row={row} {...commands} />;
}
