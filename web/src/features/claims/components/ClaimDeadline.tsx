import { CLAIM_DECISION_URGENT_MS, claimDecideBy } from '@contract/claims/claim.rules';
import type { Claim } from '@contract/claims/claim.types';
import { Countdown } from '@web/components/Countdown';
import type { Clock } from '@web/lib/clock';

/** A claim waiting for the seller counts down to its decision deadline (urgent in the last two days); any other shows nothing. */
export function ClaimDeadline({ claim, clock }: { claim: Pick<Claim, 'status' | 'date'>; clock: Clock }) {
  const decideBy = claimDecideBy(claim);
  if (decideBy === null) return null;
  return <Countdown until={decideBy} urgentMs={CLAIM_DECISION_URGENT_MS} clock={clock} endedKey="claims.deadline.overdue" labelKey="claims.deadline.label" />;
}
