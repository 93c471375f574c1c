/**
 * Campaigns for the page stories, from the seeded world the sandbox serves, read with the operations the sandbox's
 * routes call; samples are found by the state they must show, never written by hand.
 */
import type { CampaignDetailAnswer, CampaignListAnswer } from '@contract/campaigns/campaign.api';
import { parseCampaignQuery, type CampaignListQuery } from '@contract/campaigns/campaign.query';
import { campaignStateAt } from '@contract/campaigns/campaign.rules';
import type { CampaignState } from '@contract/campaigns/campaign.types';
import { rowErrorCode } from '@contract/imports/row-error-codes';
import type { RawQuery } from '@contract/lists/list-query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { campaignsOf } from '@mocks/world/campaigns/campaign-book';
import { getCampaign, listAllCampaigns, listCampaigns } from '@mocks/world/campaigns/campaign-operations';
import { createWorld } from '@mocks/world/world';
import { IDLE_SKU_UPLOAD, type SkuUploadState } from '@web/features/campaigns/sku-upload.slice';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const STORY_TODAY = new Date(STORY_NOW).toISOString().slice(0, 10);
export const campaignQuery = (raw: RawQuery = {}): CampaignListQuery => parseCampaignQuery(raw);
export const campaignsPage = (query: CampaignListQuery): CampaignListAnswer => listCampaigns(world, SELLER_COMPANY_ID, query, STORY_NOW);
export const allCampaignsPage = (query: CampaignListQuery): CampaignListAnswer => listAllCampaigns(world, query, STORY_NOW);

function sample(state: CampaignState): CampaignDetailAnswer {
  const campaign = campaignsOf(world, SELLER_COMPANY_ID).find((candidate) => campaignStateAt(candidate, STORY_NOW).state === state);
  const detail = campaign && getCampaign(world, SELLER_COMPANY_ID, campaign.id, STORY_NOW);
  if (!detail) throw new Error(`The seeded world has no ${state} campaign`);
  return detail;
}

export const CAMPAIGNS = {
  /** Pending: edit, SKUs and variants open. */
  pending: sample('pending'),
  /** Active: only cancel is open. */
  active: sample('active'),
  /** Finished: nothing is open. */
  finished: sample('finished'),
};
export type CampaignSample = keyof typeof CAMPAIGNS;

function transaction(fields: Partial<Transaction>): Transaction {
  return {
    id: '7001',
    companyId: SELLER_COMPANY_ID,
    date: new Date(STORY_NOW).toISOString(),
    updatedAt: new Date(STORY_NOW).toISOString(),
    status: 'done',
    method: 'campaignSkuImport',
    file: 'campaign-skus.xlsx',
    importErrorFile: null,
    error: null,
    childErrors: [],
    rows: 3,
    progress: { done: 3, total: 3 },
    createdBy: 'usr-ayse',
    ...fields,
  };
}

/** The Upload SKU modal's states. */
export const UPLOADS: Readonly<Record<'idle' | 'running' | 'done' | 'warning', SkuUploadState>> = {
  idle: IDLE_SKU_UPLOAD,
  running: {
    ...IDLE_SKU_UPLOAD,
    status: 'running',
    fileName: 'campaign-skus.xlsx',
    transaction: transaction({ status: 'inProgress', progress: { done: 1, total: 3 } }),
  },
  done: { ...IDLE_SKU_UPLOAD, status: 'finished', fileName: 'campaign-skus.xlsx', transaction: transaction({}) },
  warning: {
    ...IDLE_SKU_UPLOAD,
    status: 'finished',
    fileName: 'campaign-skus.xlsx',
    transaction: transaction({
      status: 'warning',
      rows: 2,
      importErrorFile: 'campaign-skus-errors.xlsx',
      childErrors: [
        {
          code: rowErrorCode(3),
          message: 'No variant in your catalogue has this SKU.',
          reasons: [{ code: 'imports.reasons.skuUnknown', column: 'SKU' }],
        },
      ],
    }),
  },
};
