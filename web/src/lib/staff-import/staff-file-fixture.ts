/** A staff file panel with nothing sent yet, for the tests and stories of pages that hold one. */
import type { StaffFileProps } from '@web/components/StaffFilePanel';
import { IDLE_STAFF_IMPORT } from './staff-import';

export function idleStaffFile(overrides: Partial<StaffFileProps> = {}): StaffFileProps {
  return {
    upload: IDLE_STAFF_IMPORT,
    templateHref: '/template.xlsx',
    errorFileUrl: (transactionId, language) => `/error-file/${transactionId}?lang=${language}`,
    onSendFile: () => undefined,
    onUploadReset: () => undefined,
    ...overrides,
  };
}
