import { EXPIRY_URGENT_MS, isAwaitingSellerAt } from '@contract/questions/question.rules';
import type { Ticket } from '@contract/tickets/ticket.types';
import { Countdown } from '@web/components/Countdown';
import type { Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';

/** A question waiting for the seller counts down to its expiry (spec §9); any other shows the moment it expires or expired. */
export function TicketExpiry({ ticket, clock }: { ticket: Pick<Ticket, 'status' | 'expiresAt'>; clock: Clock }) {
  const format = useFormatters();
  if (isAwaitingSellerAt(ticket, clock())) return <Countdown until={ticket.expiresAt} urgentMs={EXPIRY_URGENT_MS} clock={clock} />;
  return (
    <span className="text-body-secondary text-nowrap" data-testid="expires-at">
      {format.dateTime(ticket.expiresAt)}
    </span>
  );
}
