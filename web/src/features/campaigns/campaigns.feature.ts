/** Campaigns: the company's list, one campaign with its variants, and the Upload SKU file. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { campaignDetail, campaignsList } from './campaigns.resources';
import { campaignsSaga } from './campaigns.sagas';
import { skuUploadReducer } from './sku-upload.slice';

export const campaignsFeature = defineFeature({
  reducers: { ...resourceReducers(campaignsList, campaignDetail), campaignSkuUpload: skuUploadReducer },
  sagas: [campaignsSaga],
  screens: {
    campaigns: lazyScreen(() => import('./views/CampaignsListView'), 'CampaignsListView'),
    campaignDetail: lazyScreen(() => import('./views/CampaignDetailView'), 'CampaignDetailView'),
  },
});
