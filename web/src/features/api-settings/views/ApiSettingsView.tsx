import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useCan } from '@web/lib/use-can';
import { API_KEYS_ID, apiSettings, createdKeyForgotten } from '../api-settings.resources';
import { ApiSettingsPage, type ApiKeyDialog } from '../pages/ApiSettingsPage';

const writeClipboard = (text: string) => navigator.clipboard.writeText(text);

/** /api-settings: the dialogs are `?action=create` and `?action=delete&item=<id>`; a new key is never in the URL. */
export function ApiSettingsView() {
  const dispatch = useDispatch();
  const can = useCan();
  const [, open] = useUrlDialog<ApiKeyDialog>();
  const state = useSelector(apiSettings.select);
  useEffect(() => {
    dispatch(apiSettings.requested(API_KEYS_ID));
    // Leaving the screen forgets a key still shown.
    return () => {
      dispatch(createdKeyForgotten());
    };
  }, [dispatch]);
  const openDialog = useCallback((name: ApiKeyDialog, id?: number) => open(name, id === undefined ? {} : { item: String(id) }), [open]);
  return (
    <ApiSettingsPage
      state={state}
      canManage={can('settings.apiKeysManage')}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => dispatch(apiSettings.commandCalled(API_KEYS_ID, ...call))}
      onOpenDialog={openDialog}
      onForgetCreatedKey={() => dispatch(createdKeyForgotten())}
      onCopy={writeClipboard}
      onRetry={() => dispatch(apiSettings.requested(API_KEYS_ID))}
    />
  );
}
