import type { DetailState } from '@web/lib/resources/detail-resource';
import { apiSettings, apiSettingsReducer, createdKeyForgotten, type ApiSettingsData } from './api-settings.resources';

describe('apiSettingsReducer', () => {
  it('keeps a created key until the dialog is closed, then drops it and keeps the list', () => {
    const created: ApiSettingsData = { items: [], baseUrl: null, created: { id: 1, name: 'ERP', key: 'tzg_secret' } };
    let state: DetailState<ApiSettingsData> = apiSettingsReducer(undefined, apiSettings.loaded({ items: [], baseUrl: null }));
    state = apiSettingsReducer(state, apiSettings.commandSucceeded({ name: 'create', data: created }));
    expect(state.data?.created?.key).toBe('tzg_secret');
    state = apiSettingsReducer(state, createdKeyForgotten());
    expect(state.data).toEqual({ items: [], baseUrl: null });
    expect(JSON.stringify(state)).not.toContain('tzg_secret');
  });
});
