/** A staff file panel's props as a view gives them, for a kind's routes (`/api/admin/<kind>-template`, `…-imports`). */
import { fn } from 'storybook/test';
import type { StaffFileProps } from '@web/components/StaffFilePanel';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';

export function staffFileArgs(kind: string, upload: StaffImportState): StaffFileProps {
  return {
    upload,
    templateHref: `/api/admin/${kind}-template?lang=en`,
    errorFileUrl: (id, language) => `/api/admin/${kind}-imports/${id}/error-file?lang=${language}`,
    onSendFile: fn(),
    onUploadReset: fn(),
  };
}
