/** API Settings: the company's API keys (create, delete) and how to call the seller API with them. */
import { defineFeature, lazyScreen } from '@web/lib/define-feature';
import { apiSettings, apiSettingsReducer } from './api-settings.resources';

export const apiSettingsFeature = defineFeature({
  reducers: { apiSettings: apiSettingsReducer },
  sagas: [apiSettings.saga],
  screens: {
    apiSettings: lazyScreen(() => import('./views/ApiSettingsView'), 'ApiSettingsView'),
  },
});
