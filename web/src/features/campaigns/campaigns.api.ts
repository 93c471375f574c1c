/** The campaigns API of the BFF (contract/campaigns/campaign.routes.ts); the SKU file's transaction is the seller's (contract/transactions). */
import type { AddCampaignVariantsBody, CampaignFormBody } from '@contract/campaigns/campaign.api';
import type { CampaignListQuery } from '@contract/campaigns/campaign.query';
import { CAMPAIGN_ROUTES } from '@contract/campaigns/campaign.routes';
import { CAMPAIGN_SKU_ROUTES } from '@contract/imports/campaign-sku.routes';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { apiCall, apiUpload, urlOf } from '@web/lib/api-call';
import { currentLanguage } from '@web/lib/i18n';

/** A 9 MB workbook on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const fetchCampaigns = (query: CampaignListQuery) => apiCall(CAMPAIGN_ROUTES.list, { query });
export const fetchCampaign = (id: number) => apiCall(CAMPAIGN_ROUTES.detail, { params: { id } });
export const createCampaign = (body: CampaignFormBody) => apiCall(CAMPAIGN_ROUTES.create, { body });
export const updateCampaign = (id: number, body: CampaignFormBody) => apiCall(CAMPAIGN_ROUTES.update, { params: { id }, body });
export const cancelCampaign = (id: number) => apiCall(CAMPAIGN_ROUTES.cancel, { params: { id } });
export const searchCampaignVariants = (id: number, q: string) => apiCall(CAMPAIGN_ROUTES.variantSearch, { params: { id }, query: { q } });
export const addCampaignVariants = (id: number, body: AddCampaignVariantsBody) => apiCall(CAMPAIGN_ROUTES.addVariants, { params: { id }, body });
export const fetchSkuTransaction = (id: string) => apiCall(TRANSACTION_ROUTES.detail, { params: { id } });

/** The workbook travels as the raw body, its name and the interface language (the error file's) in the query. */
export const uploadCampaignSkus = (campaignId: number, file: Blob & { name: string }) =>
  apiUpload(
    CAMPAIGN_SKU_ROUTES.upload,
    { params: { id: campaignId }, query: { name: file.name, lang: currentLanguage() }, body: file },
    { timeoutMs: UPLOAD_TIMEOUT_MS },
  );

export const campaignSkuTemplateUrl = () => urlOf(CAMPAIGN_SKU_ROUTES.template, { query: { lang: currentLanguage() } });
export const campaignSkuErrorFileUrl = (transactionId: string, language: ReasonLanguage) =>
  urlOf(TRANSACTION_ROUTES.importErrorFile, { params: { id: transactionId }, query: { lang: language } });
