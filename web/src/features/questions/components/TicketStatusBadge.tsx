import { CBadge } from '@coreui/react';
import type { TicketStatus } from '@contract/tickets/ticket.types';
import { KeyedText } from '@web/components/KeyedText';

type BadgeColor = 'warning' | 'danger' | 'success' | 'info' | 'secondary';

/** Waiting for the seller stands out; the others wait for someone else or are over. */
export const TICKET_STATUS_COLOR: Readonly<Record<TicketStatus, BadgeColor>> = {
  open: 'warning',
  awaitingMerchant: 'warning',
  awaitingUser: 'info',
  awaitingMarketplace: 'info',
  done: 'success',
  closed: 'secondary',
  expired: 'danger',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <CBadge color={TICKET_STATUS_COLOR[status]} data-testid="ticket-status">
      <KeyedText prefix="questions.status" value={status} />
    </CBadge>
  );
}
