import {
  CAMPAIGN_STEP_MS,
  campaignActionRefusal,
  campaignInForce,
  campaignStateAt,
  campaignsOverlap,
  discountedPrice,
  overlappingCampaign,
} from './campaign.rules';
import type { Campaign } from './campaign.types';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

function campaign(fields: Partial<Campaign> = {}): Campaign {
  return {
    id: 1001001,
    companyId: 1001,
    name: 'Winter',
    description: '',
    marketplaces: ['trendyol'],
    beginDate: '2026-12-10',
    endDate: '2026-12-20',
    discountRate: 20,
    variantIds: [7],
    state: 'pending',
    stateSince: '2026-12-01T00:00:00.000Z',
    createdAt: '2026-12-01T00:00:00.000Z',
    ...fields,
  };
}

describe('campaignStateAt', () => {
  it('keeps a campaign pending until its first day, then activates, runs and finishes by its days', () => {
    const pending = campaign();
    expect(campaignStateAt(pending, at('2026-12-09T23:59:59Z')).state).toBe('pending');
    expect(campaignStateAt(pending, at('2026-12-10T00:01:00Z')).state).toBe('activating');
    expect(campaignStateAt(pending, at('2026-12-10T00:00:00Z') + CAMPAIGN_STEP_MS).state).toBe('active');
    expect(campaignStateAt(pending, at('2026-12-20T23:00:00Z')).state).toBe('active');
    expect(campaignStateAt(pending, at('2026-12-21T00:01:00Z')).state).toBe('finishing');
    expect(campaignStateAt(pending, at('2026-12-22T00:00:00Z'))).toEqual({ state: 'finished', since: at('2026-12-21T00:00:00Z') + CAMPAIGN_STEP_MS });
  });

  it('moves a cancellation from Wait For Cancel through Canceling to Cancel', () => {
    const cancelled = campaign({ state: 'waitForCancel', stateSince: '2026-12-12T10:00:00.000Z' });
    const since = at('2026-12-12T10:00:00Z');
    expect(campaignStateAt(cancelled, since + 1000).state).toBe('waitForCancel');
    expect(campaignStateAt(cancelled, since + CAMPAIGN_STEP_MS).state).toBe('canceling');
    expect(campaignStateAt(cancelled, since + 2 * CAMPAIGN_STEP_MS).state).toBe('cancel');
    expect(campaignStateAt(cancelled, since + 30 * DAY).state).toBe('cancel');
  });
});

describe('campaignActionRefusal', () => {
  it('lets only a Pending campaign change or take SKUs, and a running one be cancelled', () => {
    expect(campaignActionRefusal('uploadSkus', 'pending')).toBeNull();
    expect(campaignActionRefusal('uploadSkus', 'active')).toBe('campaignNotPending');
    expect(campaignActionRefusal('edit', 'activating')).toBe('campaignNotPending');
    expect(campaignActionRefusal('addVariants', 'pending')).toBeNull();
    expect(['pending', 'activating', 'active'].map((state) => campaignActionRefusal('cancel', state as Campaign['state']))).toEqual([null, null, null]);
    expect(campaignActionRefusal('cancel', 'finished')).toBe('campaignNotCancellable');
    expect(campaignActionRefusal('cancel', 'waitForCancel')).toBe('campaignNotCancellable');
  });
});

describe('overlap', () => {
  it('counts a shared marketplace and a shared day, both ends included', () => {
    const a = campaign();
    expect(campaignsOverlap(a, campaign({ beginDate: '2026-12-20', endDate: '2026-12-25' }))).toBe(true);
    expect(campaignsOverlap(a, campaign({ beginDate: '2026-12-21', endDate: '2026-12-25' }))).toBe(false);
    expect(campaignsOverlap(a, campaign({ marketplaces: ['hepsiburada'] }))).toBe(false);
  });

  it('finds another binding campaign holding the variant, and ignores cancelled and finished ones', () => {
    const now = at('2026-12-05T00:00:00Z');
    const mine = campaign({ id: 2, variantIds: [] });
    const other = campaign({ id: 3, variantIds: [7] });
    expect(overlappingCampaign(7, mine, [mine, other], now)?.id).toBe(3);
    expect(overlappingCampaign(8, mine, [mine, other], now)).toBeNull();
    const cancelled = campaign({ id: 3, variantIds: [7], state: 'cancel' });
    expect(overlappingCampaign(7, mine, [mine, cancelled], now)).toBeNull();
  });
});

describe('the discount', () => {
  it('takes the rate off to the cent', () => {
    expect(discountedPrice(199.99, 15)).toBe(169.99);
    expect(discountedPrice(100, 20)).toBe(80);
  });

  it('applies only within the campaign’s days, on its marketplaces, and not once cancelled', () => {
    const running = campaign();
    expect(campaignInForce(7, 'trendyol', [running], at('2026-12-09T12:00:00Z'))).toBeNull();
    expect(campaignInForce(7, 'trendyol', [running], at('2026-12-15T12:00:00Z'))?.id).toBe(running.id);
    expect(campaignInForce(7, 'hepsiburada', [running], at('2026-12-15T12:00:00Z'))).toBeNull();
    expect(campaignInForce(7, 'trendyol', [running], at('2026-12-21T12:00:00Z'))).toBeNull();
    const cancelled = campaign({ state: 'waitForCancel', stateSince: '2026-12-14T00:00:00.000Z' });
    expect(campaignInForce(7, 'trendyol', [cancelled], at('2026-12-15T12:00:00Z'))).toBeNull();
  });
});
