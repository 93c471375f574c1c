/** The API keys table as configuration: name, prefix, dates, and Delete when the person may delete. */
import { CButton } from '@coreui/react';
import type { ApiKey } from '@contract/api-keys/api-key.api';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export interface ApiKeyColumnTexts {
  never: string;
  remove: string;
}

export function apiKeyColumns(format: Formatters, texts: ApiKeyColumnTexts, onDelete: ((key: ApiKey) => void) | null): Column<ApiKey>[] {
  const columns: Column<ApiKey>[] = [
    { id: 'name', headerKey: 'apiSettings.fields.name', cell: (key) => <span className="fw-semibold">{key.name}</span> },
    { id: 'prefix', headerKey: 'apiSettings.fields.prefix', cell: (key) => <code data-testid="api-key-prefix">{key.prefix}…</code> },
    { id: 'createdAt', headerKey: 'apiSettings.fields.createdAt', cell: (key) => format.dateTime(key.createdAt) },
    {
      id: 'lastUsedAt',
      headerKey: 'apiSettings.fields.lastUsedAt',
      cell: (key) => (key.lastUsedAt ? format.dateTime(key.lastUsedAt) : <span className="text-body-secondary">{texts.never}</span>),
    },
  ];
  if (!onDelete) return columns;
  columns.push({
    id: 'actions',
    headerKey: 'apiSettings.fields.actions',
    align: 'end',
    className: 'text-nowrap',
    cell: (key) => (
      <CButton
        size="sm"
        color="danger"
        variant="ghost"
        aria-label={`${texts.remove}: ${key.name}`}
        onClick={() => onDelete(key)}
        data-testid={`delete-${key.id}`}
      >
        {texts.remove}
      </CButton>
    ),
  });
  return columns;
}
