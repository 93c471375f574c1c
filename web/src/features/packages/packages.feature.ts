/** Packages: the list and Package Detail with its label commands. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { packageDetail, packagesList, packagesExport } from './packages.resources';
import { packagesSaga } from './packages.sagas';

export const packagesFeature = defineFeature({
  reducers: resourceReducers(packagesList, packageDetail),
  sagas: [packagesSaga, packagesExport.saga],
  screens: {
    packages: lazyScreen(() => import('./views/PackagesListView'), 'PackagesListView'),
    packageDetail: lazyScreen(() => import('./views/PackageDetailView'), 'PackageDetailView'),
  },
});
