/**
 * The company's API keys as one record (its id is unused): each command answers the list as it stands afterwards;
 * create's answer also holds the new key, kept in the store only until the person closes the dialog that shows it.
 */
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiKeyListAnswer, CreateApiKeyBody, CreatedApiKey } from '@contract/api-keys/api-key.api';
import { command, createDetailResource, type CommandName, type DetailState, type OnCommand } from '@web/lib/resources/detail-resource';
import { createApiKey, deleteApiKey, fetchApiKeys } from './api-settings.api';

export type ApiSettingsData = ApiKeyListAnswer & { created?: CreatedApiKey };

export const API_KEYS_ID = 0;
export const apiSettings = createDetailResource('apiSettings', (): Promise<ApiSettingsData> => fetchApiKeys(), {
  create: command((_id, body: CreateApiKeyBody): Promise<ApiSettingsData> => createApiKey(body), 'apiSettings.create.done'),
  remove: command((_id, id: number): Promise<ApiSettingsData> => deleteApiKey(id), 'apiSettings.delete.done'),
});

/** The dialog showing the new key was closed: the key leaves the store for good. */
export const createdKeyForgotten = createAction('apiSettings/createdKeyForgotten');

type State = DetailState<ApiSettingsData>;

export function apiSettingsReducer(state: State | undefined, action: UnknownAction): State {
  const next = apiSettings.reducer(state, action);
  if (!createdKeyForgotten.match(action) || !next.data?.created) return next;
  const { created: _forgotten, ...data } = next.data;
  return { ...next, data };
}

export type ApiSettingsCommand = CommandName<typeof apiSettings>;
export type OnApiSettingsCommand = OnCommand<typeof apiSettings>;
