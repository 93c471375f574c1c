/** The shared props of an import page in tests: allowed settings, no upload yet, one recent import. */
import type { ImportScreenProps } from '../components/ImportPanels';
import { IDLE_UPLOAD } from '../import-upload.slice';
import { recentOf, sampleTransaction, settingsOf } from '../test-samples';

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
