/**
 * The campaign rules the buttons, the sandbox and the import share: the state as of a moment, what each state allows,
 * a variant in two overlapping campaigns on one marketplace, and the discounted price within the campaign's days.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import type { ErrorCode } from '../errors';
import { DAY_MS } from '../lists/date-range';
import type { Campaign, CampaignState } from './campaign.types';

/** How long the marketplaces take to apply a start, an end or a cancellation, each step. */
export const CAMPAIGN_STEP_MS = 5 * 60_000;

export const campaignBeginsAt = (campaign: Pick<Campaign, 'beginDate'>) => Date.parse(`${campaign.beginDate}T00:00:00Z`);
export const campaignEndsAt = (campaign: Pick<Campaign, 'endDate'>) => Date.parse(`${campaign.endDate}T00:00:00Z`) + DAY_MS;

type Clocked = Pick<Campaign, 'state' | 'stateSince' | 'beginDate' | 'endDate'>;

/** The next state and when it begins, or null while the state holds at `now`. */
function nextStep(state: CampaignState, since: number, campaign: Clocked, now: number): [CampaignState, number] | null {
  const after = (next: CampaignState, at: number): [CampaignState, number] | null => (now >= at ? [next, at] : null);
  switch (state) {
    case 'pending':
      return after('activating', campaignBeginsAt(campaign));
    case 'activating':
      return after('active', since + CAMPAIGN_STEP_MS);
    case 'active':
      return after('finishing', campaignEndsAt(campaign));
    case 'finishing':
      return after('finished', since + CAMPAIGN_STEP_MS);
    case 'waitForCancel':
      return after('canceling', since + CAMPAIGN_STEP_MS);
    case 'canceling':
      return after('cancel', since + CAMPAIGN_STEP_MS);
    default:
      return null;
  }
}

/** The state at `now`: Pending → Activating → Active → Finishing → Finished, or Wait For Cancel → Canceling → Cancel. */
export function campaignStateAt(campaign: Clocked, now: number): { state: CampaignState; since: number } {
  let state = campaign.state;
  let since = Date.parse(campaign.stateSince);
  for (let step = nextStep(state, since, campaign, now); step; step = nextStep(state, since, campaign, now)) [state, since] = step;
  return { state, since };
}

export type CampaignAction = 'edit' | 'addVariants' | 'uploadSkus' | 'cancel';

const CANCELLABLE: readonly CampaignState[] = ['pending', 'activating', 'active'];

/** Why the campaign in this state may not take the action, or null. Only a Pending campaign changes or takes SKUs. */
export function campaignActionRefusal(action: CampaignAction, state: CampaignState): ErrorCode | null {
  if (action === 'cancel') return CANCELLABLE.includes(state) ? null : 'campaignNotCancellable';
  return state === 'pending' ? null : 'campaignNotPending';
}

/** States that still hold variants: a campaign being cancelled, cancelled or finished binds nothing. */
const BINDING: readonly CampaignState[] = ['pending', 'activating', 'active', 'finishing'];

type Window = Pick<Campaign, 'marketplaces' | 'beginDate' | 'endDate'>;

/** Both run on one marketplace on at least one common day. */
export function campaignsOverlap(a: Window, b: Window): boolean {
  return a.marketplaces.some((code) => b.marketplaces.includes(code)) && a.beginDate <= b.endDate && b.beginDate <= a.endDate;
}

/** Another binding campaign that already has the variant and overlaps `campaign`, or null. */
export function overlappingCampaign<C extends Campaign>(variantId: number, campaign: Window & { id: number }, others: readonly C[], now: number): C | null {
  return (
    others.find(
      (other) =>
        other.id !== campaign.id &&
        other.variantIds.includes(variantId) &&
        BINDING.includes(campaignStateAt(other, now).state) &&
        campaignsOverlap(campaign, other),
    ) ?? null
  );
}

/** The campaign's price for a marketplace price: the rate off, to the cent. */
export const discountedPrice = (price: number, discountRate: number) => Math.round(price * (100 - discountRate)) / 100;

/** The campaign discounting the variant on the marketplace at `now`: only within its days, and never once cancelled. */
export function campaignInForce<C extends Campaign>(variantId: number, marketplace: MarketplaceCode, campaigns: readonly C[], now: number): C | null {
  return (
    campaigns.find((campaign) => {
      if (!campaign.variantIds.includes(variantId) || !campaign.marketplaces.includes(marketplace)) return false;
      if (now < campaignBeginsAt(campaign) || now >= campaignEndsAt(campaign)) return false;
      const { state } = campaignStateAt(campaign, now);
      return state === 'activating' || state === 'active';
    }) ?? null
  );
}
