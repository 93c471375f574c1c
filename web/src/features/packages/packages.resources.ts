/** The packages list and the package detail with its label commands. */
import type { PackageDetailAnswer } from '@contract/packages/package.api';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { deletePackage, fetchPackage, fetchPackages, packageLabel } from './packages.api';

export const packagesList = createListResource('packagesList', fetchPackages);

export const packageDetail = createDetailResource<'packageDetail', PackageDetailAnswer>('packageDetail', fetchPackage, {
  refreshLabel: { run: (id) => packageLabel(id, 'refresh'), success: 'packages.label.refreshed' },
  recreateLabel: { run: (id) => packageLabel(id, 'recreate'), success: 'packages.label.recreated' },
  delete: { run: deletePackage, success: 'packages.delete.done' },
});

