/** What a page's staff file panel is given, wired to one staff import kind's slice (createStaffImport). */
import { useDispatch, useSelector } from 'react-redux';
import type { StaffFileProps } from '@web/components/StaffFilePanel';
import type { createStaffImport } from './staff-import';

type StaffImport<Name extends string> = Pick<ReturnType<typeof createStaffImport<Name>>, 'select' | 'sent' | 'reset' | 'templateUrl' | 'errorFileUrl'>;

export function useStaffFileProps<Name extends string>(staffImport: StaffImport<Name>): StaffFileProps {
  const dispatch = useDispatch();
  return {
    upload: useSelector(staffImport.select),
    templateHref: staffImport.templateUrl(),
    errorFileUrl: staffImport.errorFileUrl,
    onSendFile: (file) => dispatch(staffImport.sent(file)),
    onUploadReset: () => dispatch(staffImport.reset()),
  };
}
