/**
 * The sellers' campaigns through the BFF: the list by state, create and edit, the Upload SKU file (only to a Pending
 * campaign, per-row refusals), variants by search, cancel through Wait For Cancel to Cancel.
 */
import type { CampaignDetailAnswer, CampaignFormBody, CampaignListAnswer } from '@contract/campaigns/campaign.api';
import { CAMPAIGN_STATES } from '@contract/campaigns/campaign.types';
import { CAMPAIGN_STEP_MS } from '@contract/campaigns/campaign.rules';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { campaignsOf, isoDay } from '@mocks/world/campaigns/campaign-book';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { xlsxOf } from '../../test/workbooks';

const DAY = 86_400_000;
let h: Harness;
let seller: TestBrowser;
const uploadDir = tempDirPerFile('tezgah-campaigns-');
harnessPerFile(
  async (harness, browser) => {
    h = harness;
    seller = browser;
    await seller.signIn('ayse@demo.tezgah.dev');
  },
  { env: { UPLOAD_DIR: uploadDir } },
);

const form = (fields: Partial<CampaignFormBody> = {}): CampaignFormBody => ({
  name: 'Year end',
  description: 'Everything 15 % off',
  marketplaces: ['trendyol'],
  beginDate: isoDay(h.clock() + 2 * DAY),
  endDate: isoDay(h.clock() + 9 * DAY),
  discountRate: 15,
  ...fields,
});

async function created(fields: Partial<CampaignFormBody> = {}): Promise<CampaignDetailAnswer> {
  const response = await seller.post('/api/campaigns', form(fields));
  expect(response.status).toBe(201);
  return (await response.json()) as CampaignDetailAnswer;
}

/** SKUs of company 1001 listed on Trendyol and in none of its campaigns. */
function freeSkus(count: number): string[] {
  const taken = new Set(campaignsOf(h.sandbox.world, 1001).flatMap((campaign) => campaign.variantIds));
  return catalogOf(h.sandbox.world, 1001)!
    .variants.filter((variant) => !taken.has(variant.id) && variant.marketplaces.some((state) => state.marketplace === 'trendyol'))
    .slice(0, count)
    .map((variant) => variant.sku);
}

async function uploadSkus(campaignId: number, skus: string[]): Promise<Response> {
  return seller.sendFile(`/api/campaigns/${campaignId}/sku-imports?name=skus.xlsx&lang=en`, await xlsxOf([['SKU'], ...skus.map((sku) => [sku])]));
}

async function transactionOf(response: Response): Promise<Transaction> {
  expect(response.status).toBe(202);
  const { transactionId } = (await response.json()) as ImportStartedAnswer;
  await h.jobs.drain();
  return (await (await seller.get(`/api/transactions/${transactionId}`)).json()) as Transaction;
}

describe('the campaigns list', () => {
  it('has a tab per state and All, every state seeded, and only the company’s own campaigns', async () => {
    const page = (await (await seller.get('/api/campaigns?pageSize=100')).json()) as CampaignListAnswer;
    for (const state of CAMPAIGN_STATES) expect(page.tabCounts[state]).toBeGreaterThan(0);
    expect(page.tabCounts.all).toBe(page.total);
    expect(page.items.every((row) => row.companyId === 1001)).toBe(true);
    const active = (await (await seller.get('/api/campaigns?tab=active')).json()) as CampaignListAnswer;
    expect(active.items.length).toBe(page.tabCounts.active);
    expect(active.items.every((row) => row.state === 'active')).toBe(true);
  });

  it('answers not-found for another company’s campaign', async () => {
    const other = campaignsOf(h.sandbox.world, 1002)[0]!;
    expect((await seller.get(`/api/campaigns/${other.id}`)).status).toBe(404);
    expect((await seller.post(`/api/campaigns/${other.id}/cancel`)).status).toBe(404);
  });
});

describe('create and edit', () => {
  it('creates a Pending campaign, refuses one that begins in the past, and edits it while Pending', async () => {
    const { campaign } = await created();
    expect(campaign).toMatchObject({ state: 'pending', name: 'Year end', discountRate: 15, variantCount: 0, companyName: expect.any(String) });
    const past = await seller.post('/api/campaigns', form({ beginDate: isoDay(h.clock() - DAY) }));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ code: 'campaignBeginPast' });
    const backwards = await seller.post('/api/campaigns', form({ endDate: isoDay(h.clock()) }));
    expect(backwards.status).toBe(400);
    const edited = await seller.send('PUT', `/api/campaigns/${campaign.id}`, { body: form({ name: 'Year end, longer', discountRate: 25 }) });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as CampaignDetailAnswer).campaign).toMatchObject({ name: 'Year end, longer', discountRate: 25 });
  });
});

describe('the Upload SKU file', () => {
  it('adds the file’s SKUs to a Pending campaign, refuses unknown ones row by row, and is refused once the campaign is Active', async () => {
    const { campaign } = await created();
    const skus = freeSkus(2);
    const done = await transactionOf(await uploadSkus(campaign.id, [...skus, 'NO-SUCH-SKU']));
    expect(done).toMatchObject({ method: 'campaignSkuImport', status: 'warning' });
    expect(done.childErrors.map((error) => error.reasons?.[0]?.code)).toEqual(['imports.reasons.skuUnknown']);
    expect(done.importErrorFile).toBeTruthy();
    const detail = (await (await seller.get(`/api/campaigns/${campaign.id}`)).json()) as CampaignDetailAnswer;
    expect(detail.variants.map((variant) => variant.sku).sort()).toEqual([...skus].sort());
    const price = detail.variants[0]!.prices[0]!;
    expect(price.discounted).toBe(Math.round(price.price * 85) / 100);

    await seller.send('PUT', `/api/campaigns/${campaign.id}`, { body: form({ beginDate: isoDay(h.clock()) }) });
    h.clock.advance(CAMPAIGN_STEP_MS);
    const active = (await (await seller.get(`/api/campaigns/${campaign.id}`)).json()) as CampaignDetailAnswer;
    expect(active.campaign.state).toBe('active');
    const refused = await uploadSkus(campaign.id, freeSkus(1));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'campaignNotPending' });
    expect((await seller.send('PUT', `/api/campaigns/${campaign.id}`, { body: form() })).status).toBe(409);
  });

  it('refuses a SKU already in an overlapping campaign on the same marketplace', async () => {
    const [sku] = freeSkus(1);
    const first = await created();
    await transactionOf(await uploadSkus(first.campaign.id, [sku!]));
    const second = await created({ name: 'Overlapping' });
    const refused = await transactionOf(await uploadSkus(second.campaign.id, [sku!]));
    expect(refused.status).toBe('error');
    expect(refused.childErrors[0]?.reasons?.[0]).toMatchObject({ code: 'imports.reasons.campaignOverlap', params: { campaign: 'Year end' } });
    const elsewhere = await created({ name: 'Elsewhere', marketplaces: ['hepsiburada'] });
    expect((await transactionOf(await uploadSkus(elsewhere.campaign.id, [sku!]))).status).toBe('done');
  });
});

describe('variants by search', () => {
  it('searches from 3 characters and adds the chosen variant', async () => {
    const { campaign } = await created();
    expect((await seller.get(`/api/campaigns/${campaign.id}/variant-search?q=ab`)).status).toBe(400);
    const [sku] = freeSkus(1);
    const found = (await (await seller.get(`/api/campaigns/${campaign.id}/variant-search?q=${encodeURIComponent(sku!)}`)).json()) as {
      items: { id: number; sku: string }[];
    };
    const choice = found.items.find((item) => item.sku === sku)!;
    const added = await seller.post(`/api/campaigns/${campaign.id}/variants`, { variantIds: [choice.id] });
    expect(added.status).toBe(200);
    expect(((await added.json()) as CampaignDetailAnswer).variants.map((variant) => variant.id)).toEqual([choice.id]);
  });
});

describe('cancel', () => {
  it('moves a campaign from Wait For Cancel through Canceling to Cancel, and refuses a second cancel', async () => {
    const { campaign } = await created();
    const cancelled = await seller.post(`/api/campaigns/${campaign.id}/cancel`);
    expect(((await cancelled.json()) as CampaignDetailAnswer).campaign.state).toBe('waitForCancel');
    h.clock.advance(CAMPAIGN_STEP_MS);
    expect(((await (await seller.get(`/api/campaigns/${campaign.id}`)).json()) as CampaignDetailAnswer).campaign.state).toBe('canceling');
    h.clock.advance(CAMPAIGN_STEP_MS);
    expect(((await (await seller.get(`/api/campaigns/${campaign.id}`)).json()) as CampaignDetailAnswer).campaign.state).toBe('cancel');
    const again = await seller.post(`/api/campaigns/${campaign.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'campaignNotCancellable' });
  });

  it('answers the screen’s own text when the marketplace service is down', async () => {
    await h.outages.control.marketplace.down();
    const response = await seller.get('/api/campaigns');
    expect(await response.json()).toMatchObject({
      code: 'campaignRequestFailed',
      message: 'An error occurred while processing request. Please try-again later.',
    });
  });
});
