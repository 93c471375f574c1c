/** The packages list and the package detail with its label commands. */
import type { PackageDetailAnswer } from '@contract/packages/package.api';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { command, createDetailResource, type CommandName } from '@web/lib/resources/detail-resource';
import { listExport } from '@web/lib/resources/export.sagas';
import { createListResource } from '@web/lib/resources/list-resource';
import { deletePackage, fetchPackage, fetchPackages, packageLabel } from './packages.api';

export const packagesList = createListResource('packagesList', fetchPackages);
export const packagesExport = listExport(PACKAGE_ROUTES.export);

export const packageDetail = createDetailResource('packageDetail', (id): Promise<PackageDetailAnswer> => fetchPackage(id), {
  refreshLabel: command((id) => packageLabel(id, 'refresh'), 'packages.label.refreshed'),
  recreateLabel: command((id) => packageLabel(id, 'recreate'), 'packages.label.recreated'),
  delete: command((id) => deletePackage(id), 'packages.delete.done'),
});

export type PackageCommand = CommandName<typeof packageDetail>;
