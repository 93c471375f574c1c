/** Package Detail's props for one sample package, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { PackageDetailPage, type PackageDetailPageProps, type PackageDialog } from '@web/features/packages/pages/PackageDetailPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, PACKAGES, readyDetail } from '../support/order-data';

type PackageSample = keyof typeof PACKAGES;

export function packageArgs(sample: PackageSample, overrides: Partial<PackageDetailPageProps> = {}): PackageDetailPageProps {
  const detail = PACKAGES[sample];
  return {
    state: readyDetail(detail, detail.package.id),
    canDelete: false,
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onRetry: fn(),
    ...overrides,
  };
}

/** `/packages/<id>` of a sample with a query (`?tab=tracking`, `?action=recreate-label`). */
export const packageRoute = (sample: PackageSample, search = '') => `${pathOf('packageDetail', { packageId: PACKAGES[sample].package.id })}${search}`;

/** The page as its view gives it: the actions open their dialog through the URL (and the spy still hears them). */
export function PackageDetailWithUrl(props: PackageDetailPageProps) {
  const [, open] = useUrlDialog<PackageDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: PackageDialog) => {
      onOpenDialog(name);
      open(name);
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <PackageDetailPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}
