/** Claim Detail as declarations: every spec §3 field of a claim, by section. */
import { Link } from 'react-router';
import { claimDecideBy } from '@contract/claims/claim.rules';
import type { Claim, ClaimReportedItem } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import type { FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import type { Column } from '@web/components/list/list-types';
import type { Clock } from '@web/lib/clock';
import type { Formatters } from '@web/lib/format';
import { ClaimDeadline } from './ClaimDeadline';
import { ClaimStatusBadge } from './ClaimStatusBadge';

const f = (id: string, value: FieldGridItem['value'], wide = false): FieldGridItem => ({ id, labelKey: `claims.detail.fields.${id}`, value, wide });

export function claimFields(claim: Claim, format: Formatters, clock: Clock): FieldGridItem[] {
  return [
    f('id', claim.id),
    f('marketplaceNumber', claim.marketplaceNumber),
    f('marketplace', <KeyedText prefix="marketplaces" value={claim.marketplace} />),
    f('date', format.dateTime(claim.date)),
    f('type', <KeyedText prefix="claims.types" value={claim.type} />),
    f('status', <ClaimStatusBadge status={claim.status} />),
    f('decideBy', claimDecideBy(claim) === null ? null : <ClaimDeadline claim={claim} clock={clock} />),
    f('customerName', claim.customerName),
    f(
      'order',
      <Link to={pathOf('orderDetail', { orderId: claim.orderId })} data-testid="claim-order-link">{`${claim.orderId} · ${claim.marketplaceOrderId}`}</Link>,
    ),
    f(
      'ticket',
      claim.ticketId === null ? null : (
        <Link to={pathOf('questionDetail', { questionId: claim.ticketId })} data-testid="claim-ticket-link">
          {claim.ticketId}
        </Link>
      ),
    ),
    f('reason', claim.reason),
    f('reasonEn', claim.reasonEn),
    f('explanation', claim.explanation, true),
    f('explanationEn', claim.explanationEn, true),
    f('adminNote', claim.adminNote, true),
  ];
}

export function returnFields(claim: Claim): FieldGridItem[] {
  return [
    f('deliveryCode', claim.deliveryCode),
    f('deliveryDirection', claim.deliveryDirection ? <KeyedText prefix="claims.directions" value={claim.deliveryDirection} /> : null),
    f('cargoCompany', claim.returnInfo?.cargoCompany),
    f('trackingNumber', claim.returnInfo?.trackingNumber),
  ];
}

export function rejectionFields(claim: Claim): FieldGridItem[] {
  return [
    f('rejectReason', claim.rejectReason ? <KeyedText prefix="claims.rejectReasons" value={claim.rejectReason} /> : null),
    f('rejectNote', claim.rejectNote, true),
  ];
}

export function reportedItemColumns(format: Formatters, currency: string): Column<ClaimReportedItem>[] {
  return [
    { id: 'marketplaceSku', headerKey: 'claims.detail.items.marketplaceSku', className: 'text-nowrap', cell: (item) => item.marketplaceSku },
    { id: 'sellerSku', headerKey: 'claims.detail.items.sellerSku', className: 'text-nowrap', cell: (item) => item.sellerSku },
    { id: 'name', headerKey: 'claims.detail.items.name', cell: (item) => item.name },
    { id: 'price', headerKey: 'claims.detail.items.price', align: 'end', cell: (item) => format.money(item.price, currency) },
    { id: 'totalPrice', headerKey: 'claims.detail.items.totalPrice', align: 'end', cell: (item) => format.money(item.totalPrice, currency) },
  ];
}
