import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API_KEY_NAME_MAX, createApiKeySchema, type ApiKey, type CreateApiKeyBody } from '@contract/api-keys/api-key.api';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ApiSettingsCommand, OnApiSettingsCommand } from '../api-settings.resources';

/** The dialogs API Settings opens by URL: `?action=create` and `?action=delete&item=<id>`. */
export type ApiKeyDialog = 'create' | 'delete';

export interface ApiKeyDialogsProps {
  keys: readonly ApiKey[];
  commandOf: (name: ApiSettingsCommand) => CommandView;
  onCommand: OnApiSettingsCommand;
}

export function ApiKeyDialogs({ keys, commandOf, onCommand }: ApiKeyDialogsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = keys.find((key) => String(key.id) === params.get('item'));
  return (
    <>
      <UrlFormDialog<CreateApiKeyBody>
        name="create"
        titleKey="apiSettings.create.title"
        submitKey="apiSettings.create.submit"
        initialValues={{ name: '' }}
        validationSchema={createApiKeySchema}
        onSubmit={(values) => onCommand('create', createApiKeySchema.cast(values, { stripUnknown: true }))}
        {...commandOf('create')}
      >
        {() => (
          <div data-testid="api-key-form">
            <FormField name="name" labelKey="apiSettings.fields.name" hintKey="apiSettings.create.nameHint" hintValues={{ max: API_KEY_NAME_MAX }} autoFocus />
          </div>
        )}
      </UrlFormDialog>
      {item ? (
        <UrlFormDialog<Record<string, never>>
          name="delete"
          titleKey="apiSettings.delete.title"
          submitKey="apiSettings.delete.submit"
          submitColor="danger"
          initialValues={{}}
          onSubmit={() => onCommand('remove', item.id)}
          {...commandOf('remove')}
        >
          {() => <p className="mb-0">{t('apiSettings.delete.question', { name: item.name, prefix: item.prefix })}</p>}
        </UrlFormDialog>
      ) : null}
    </>
  );
}
