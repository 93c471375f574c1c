/** The packages list and the package detail with its label commands. */
import type { PackageDetailAnswer } from '@contract/packages/package.api';
import { command, createDetailResource, type CommandName } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { deletePackage, fetchPackage, fetchPackages, packageLabel } from './packages.api';

export const packagesList = createListResource('packagesList', fetchPackages);

export const packageDetail = createDetailResource('packageDetail', (id): Promise<PackageDetailAnswer> => fetchPackage(id), {
  refreshLabel: command((id) => packageLabel(id, 'refresh'), 'packages.label.refreshed'),
  recreateLabel: command((id) => packageLabel(id, 'recreate'), 'packages.label.recreated'),
  delete: command((id) => deletePackage(id), 'packages.delete.done'),
});

export type PackageCommand = CommandName<typeof packageDetail>;
