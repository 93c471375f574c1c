/** The shared props of an import page in tests: allowed settings, no upload yet, one recent import. */
import { parseImportErrorQuery } from '@contract/imports/import.api';
import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import type { ImportErrorsTabProps, ResendControl } from '../components/ImportErrorsTab';
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

/** Fix and resend in tests: idle, its editor open or not over these rows, every callback a mock. */
export function resendControl(rows: ImportRowError[], open: boolean): ResendControl {
  return {
    state: { status: 'idle', transactionId: null, error: null },
    onSend: vi.fn(),
    onReset: vi.fn(),
    pages: {
      open,
      page: 1,
      pageSize: 25,
      rows: listOf(rows),
      onOpen: vi.fn(),
      onClose: vi.fn(),
      onPageChange: vi.fn(),
      onPageSizeChange: vi.fn(),
      onRetry: vi.fn(),
    },
  };
}
