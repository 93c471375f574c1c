/** /admin/campaigns: every company's campaigns for staff, cancelled on a company's behalf (admin). */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { adminCampaignDetail, adminCampaignsExport, adminCampaignsList } from './admin-campaigns.resources';

function* reloadList(): SagaIterator {
  yield put(adminCampaignsList.reloadRequested());
}

function* adminCampaignsSaga(): SagaIterator {
  yield all([
    call(adminCampaignsList.saga),
    call(adminCampaignsExport.saga),
    call(adminCampaignDetail.saga),
    takeEvery(adminCampaignDetail.commandSucceeded, reloadList),
  ]);
}

export const adminCampaignsFeature = defineFeature({
  reducers: resourceReducers(adminCampaignsList, adminCampaignDetail),
  sagas: [adminCampaignsSaga],
  screens: {
    adminCampaigns: lazyScreen(() => import('./views/AdminCampaignsView'), 'AdminCampaignsView'),
  },
});
