import { useTranslation } from 'react-i18next';
import { EXPIRY_URGENT_MS, isAwaitingSellerAt, ticketStatusAt } from '@contract/questions/question.rules';
import type { Ticket } from '@contract/tickets/ticket.types';
import { Countdown } from '@web/components/Countdown';
import type { Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';

/**
 * A question waiting for the seller counts down to its expiry (spec §9); an expired one says when it expired; any
 * other (answered, closed) has no answer due, and says so rather than showing a bare date.
 */
export function TicketExpiry({ ticket, clock }: { ticket: Pick<Ticket, 'status' | 'expiresAt'>; clock: Clock }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = clock();
  if (isAwaitingSellerAt(ticket, now)) return <Countdown until={ticket.expiresAt} urgentMs={EXPIRY_URGENT_MS} clock={clock} />;
  const expired = ticketStatusAt(ticket, now) === 'expired';
  return (
    <span className="text-body-secondary" data-testid="expires-at">
      {expired ? t('questions.expiry.expired', { when: format.dateTime(ticket.expiresAt) }) : t('questions.expiry.notDue')}
    </span>
  );
}
