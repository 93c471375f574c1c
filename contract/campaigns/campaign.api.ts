/** The browser's campaigns API: answers and request bodies. Messages are i18n keys. */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import { isIsoDate } from '../lists/date-range';
import type { ListPage } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import type { CampaignTab } from './campaign.query';
import type { Campaign } from './campaign.types';

/** A campaign as listed: its state as of the answer, its variants counted, and whose it is. */
export interface CampaignRow extends Omit<Campaign, 'variantIds' | 'stateSince'> {
  variantCount: number;
  companyName: string;
}

export type CampaignListAnswer = ListPage<CampaignRow, CampaignTab>;

/** A variant's price on one of the campaign's marketplaces, and the campaign's price for it. */
export interface CampaignVariantPrice {
  marketplace: MarketplaceCode;
  price: number;
  discounted: number;
  currency: string;
}

export interface CampaignVariantRow {
  id: number;
  sku: string;
  name: string;
  prices: CampaignVariantPrice[];
}

export interface CampaignDetailAnswer {
  campaign: CampaignRow;
  variants: CampaignVariantRow[];
}

/** A variant found by the campaign's variant search. */
export interface CampaignVariantChoice {
  id: number;
  sku: string;
  name: string;
}

export interface CampaignVariantSearchAnswer {
  items: CampaignVariantChoice[];
}

export const CAMPAIGN_DISCOUNT_MIN = 1;
export const CAMPAIGN_DISCOUNT_MAX = 90;

const isoDate = () =>
  yup
    .string()
    .required('validation.fillOutField')
    .test('iso-date', 'validation.dateInvalid', (value) => isIsoDate(value));

/** Create and edit: the campaign's own fields (its variants come by search or by file). */
export const campaignFormSchema = yup.object({
  name: yup.string().trim().required('validation.fillOutField').max(100, 'validation.textTooLong'),
  description: yup.string().trim().max(500, 'validation.textTooLong').default(''),
  marketplaces: yup
    .array(yup.mixed<MarketplaceCode>().oneOf(MARKETPLACE_CODES, 'validation.fillOutField').required('validation.fillOutField'))
    .min(1, 'campaigns.validation.marketplacesRequired')
    .required('campaigns.validation.marketplacesRequired'),
  beginDate: isoDate(),
  endDate: isoDate().test('after-begin', 'campaigns.validation.endBeforeBegin', (value, context) => {
    const begin: unknown = context.parent.beginDate;
    return typeof begin !== 'string' || !isIsoDate(begin) || !isIsoDate(value) || value >= begin;
  }),
  discountRate: yup
    .number()
    .typeError('validation.number')
    .required('validation.fillOutField')
    .integer('validation.wholeNumber')
    .min(CAMPAIGN_DISCOUNT_MIN, 'campaigns.validation.discountRange')
    .max(CAMPAIGN_DISCOUNT_MAX, 'campaigns.validation.discountRange'),
});
export type CampaignFormBody = yup.InferType<typeof campaignFormSchema>;

export const addCampaignVariantsSchema = yup.object({
  variantIds: yup
    .array(yup.number().integer().positive().required())
    .min(1, 'campaigns.variants.noneChosen')
    .max(100, 'campaigns.variants.tooMany')
    .required('campaigns.variants.noneChosen'),
});
export type AddCampaignVariantsBody = yup.InferType<typeof addCampaignVariantsSchema>;

/** Cancelling asks nothing more. */
export const cancelCampaignSchema = yup.object({});
export type CancelCampaignBody = yup.InferType<typeof cancelCampaignSchema>;
