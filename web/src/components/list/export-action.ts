/** A list's Export button in its card header (the filters on screen as an Excel file), when the list offers one. */
import type { ListAction } from './list-types';

export function exportActions(onExport: (() => void) | undefined, extra: Pick<ListAction, 'disabled'> = {}): ListAction[] {
  return onExport ? [{ id: 'export', labelKey: 'exports.action', onClick: onExport, variant: 'outline', icon: 'cilCloudDownload', ...extra }] : [];
}
