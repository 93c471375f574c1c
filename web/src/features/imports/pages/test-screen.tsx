/** The shared props of an import page in tests: allowed settings, no upload yet, one recent import. */
import { parseImportErrorQuery } from '@contract/imports/import.api';
import type { ImportKind } from '@contract/imports/import.types';
import type { ImportErrorsTabProps } from '../components/ImportErrorsTab';
import type { ImportScreenProps } from '../components/ImportPanels';
import { IDLE_UPLOAD } from '../import-upload.slice';
import { listOf, recentOf, sampleTransaction, settingsOf } from '../test-samples';

export function screenProps(overrides: Partial<ImportScreenProps> = {}): ImportScreenProps {
  return {
    settings: settingsOf(),
    upload: IDLE_UPLOAD,
    recent: recentOf([sampleTransaction()]),
    onUpload: vi.fn(),
    onFileChosen: vi.fn(),
    onSettingsRetry: vi.fn(),
    onRecentRetry: vi.fn(),
    ...overrides,
  };
}

/** An importer's Import Errors tab in tests: no refused rows, every callback a mock. */
export function errorsTabProps(kind: ImportKind, overrides: Partial<Omit<ImportErrorsTabProps, 'imports'>> = {}): Omit<ImportErrorsTabProps, 'imports'> {
  return {
    query: parseImportErrorQuery({ kind }),
    state: listOf([]),
    selectedRow: null,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onRowOpen: vi.fn(),
    onRowClose: vi.fn(),
    ...overrides,
  };
}
