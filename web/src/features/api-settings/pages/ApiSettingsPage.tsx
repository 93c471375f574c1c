import { useMemo } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { API_KEYS_MAX } from '@contract/api-keys/api-key.api';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { DataTable } from '@web/components/list/DataTable';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { ApiSettingsCommand, ApiSettingsData, OnApiSettingsCommand } from '../api-settings.resources';
import { ApiKeyDialogs, type ApiKeyDialog } from '../components/ApiKeyDialogs';
import { apiKeyColumns } from '../components/api-key-columns';
import { CreatedKeyDialog } from '../components/CreatedKeyDialog';
import { SellerApiUsage } from '../components/SellerApiUsage';

export type { ApiKeyDialog };

export interface ApiSettingsPageProps {
  state: DetailState<ApiSettingsData>;
  /** False while an admin acts as the seller: the keys are shown read-only. */
  canManage: boolean;
  commandOf: (name: ApiSettingsCommand) => CommandView;
  onCommand: OnApiSettingsCommand;
  /** Opens a dialog; delete names its key. */
  onOpenDialog: (name: ApiKeyDialog, id?: number) => void;
  /** The dialog showing a new key was closed. */
  onForgetCreatedKey: () => void;
  onCopy: (text: string) => Promise<void>;
  onRetry: () => void;
}

/** /api-settings (spec §2 API Settings: create and delete API key): the company's keys and how to use them. */
export function ApiSettingsPage({ state, canManage, commandOf, onCommand, onOpenDialog, onForgetCreatedKey, onCopy, onRetry }: ApiSettingsPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const keys = state.data?.items ?? [];
  const columns = useMemo(
    () =>
      apiKeyColumns(
        format,
        { never: t('apiSettings.never'), remove: t('apiSettings.delete.action') },
        canManage ? (key) => onOpenDialog('delete', key.id) : null,
      ),
    [format, t, canManage, onOpenDialog],
  );
  const full = keys.length >= API_KEYS_MAX;
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="apiSettings.loadError"
      onRetry={onRetry}
      titleKey="apiSettings.title"
      subtitle={t('apiSettings.intro')}
      actions={
        canManage
          ? [
              {
                id: 'create',
                labelKey: 'apiSettings.create.action',
                icon: 'cilCode',
                onClick: () => onOpenDialog('create'),
                disabled: full,
                disabledReasonKey: 'validation.apiKeysFull',
              },
            ]
          : []
      }
    >
      {canManage ? null : (
        <CAlert color="info" className="small" data-testid="api-keys-read-only">
          {t('apiSettings.readOnly')}
        </CAlert>
      )}
      {keys.length === 0 ? (
        <p className="text-body-secondary text-center py-5 mb-0" role="status" data-testid="list-empty">
          {t('apiSettings.empty')}
        </p>
      ) : (
        <div data-testid="api-keys-table">
          <DataTable columns={columns} rows={keys} rowKey={(key) => String(key.id)} labelKey="apiSettings.title" />
        </div>
      )}
      <SellerApiUsage baseUrl={state.data?.baseUrl ?? null} onCopy={onCopy} />
      {canManage ? <ApiKeyDialogs keys={keys} commandOf={commandOf} onCommand={onCommand} /> : null}
      <CreatedKeyDialog created={state.data?.created ?? null} onCopy={onCopy} onClose={onForgetCreatedKey} />
    </DetailScreen>
  );
}
