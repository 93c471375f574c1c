/** Question Detail as declarations: every spec §3 field of a ticket, with the product, order and claim as links. */
import { Link } from 'react-router';
import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import { ticketStatusAt } from '@contract/questions/question.rules';
import { pathOf } from '@contract/routes';
import type { FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import type { Clock } from '@web/lib/clock';
import type { Formatters } from '@web/lib/format';
import { TicketExpiry } from './TicketExpiry';
import { TicketStatusBadge } from './TicketStatusBadge';

const f = (id: string, value: FieldGridItem['value'], wide = false): FieldGridItem => ({ id, labelKey: `questions.detail.fields.${id}`, value, wide });

/** `now`: the moment the status is read at (a question waiting past its time shows Expired). */
export function questionFields({ ticket, productId }: QuestionDetailAnswer, format: Formatters, clock: Clock, now: number): FieldGridItem[] {
  const product = `${ticket.productName} · ${ticket.productSku}`;
  return [
    f('expiresAt', <TicketExpiry ticket={ticket} clock={clock} />),
    f('status', <TicketStatusBadge status={ticketStatusAt(ticket, now)} />),
    f('marketplace', <KeyedText prefix="marketplaces" value={ticket.marketplace} />),
    f('customer', `${ticket.customerName} (${ticket.customerId})`),
    f(
      'product',
      productId === null ? (
        product
      ) : (
        <Link to={pathOf('productEdit', { productId })} data-testid="question-product-link">
          {product}
        </Link>
      ),
    ),
    f(
      'order',
      ticket.orderId === null ? null : (
        <Link
          to={pathOf('orderDetail', { orderId: ticket.orderId })}
          data-testid="question-order-link"
        >{`${ticket.orderId} · ${ticket.marketplaceOrderId ?? ''}`}</Link>
      ),
    ),
    f(
      'claim',
      ticket.claimId === null ? null : (
        <Link to={pathOf('claimDetail', { claimId: ticket.claimId })} data-testid="question-claim-link">
          {ticket.claimId}
        </Link>
      ),
    ),
    f('questionId', ticket.questionId),
    f('marketplaceTicketId', ticket.marketplaceTicketId),
    f('createdAt', format.dateTime(ticket.createdAt)),
    f('description', ticket.description, true),
  ];
}
