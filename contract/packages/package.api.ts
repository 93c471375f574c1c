/** The BFF's packages API (browser side). */
import type { ListPage } from '../lists/list-query';
import type { PackageDetail, PackageRow, PackageTab } from './package.types';

export type PackageListAnswer = ListPage<PackageRow, PackageTab>;
export type PackageDetailAnswer = PackageDetail;
