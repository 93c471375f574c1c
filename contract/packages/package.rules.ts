/** What may be done to a package, and which tab it sits in. */
import type { Package, PackageStatus, PackageTab } from './package.types';

const CANCELLED: ReadonlySet<PackageStatus> = new Set(['cancelledBySeller', 'cancelledByMarketplace']);
/** Still with the seller: the label can be re-created, the package cancelled or deleted. */
const AT_SELLER: ReadonlySet<PackageStatus> = new Set(['packaged', 'delayed']);

export function isActivePackage(pkg: Pick<Package, 'status'>): boolean {
  return !CANCELLED.has(pkg.status);
}

export function packageTabOf(pkg: Pick<Package, 'status'>, orderHasInvoice: boolean): PackageTab {
  switch (pkg.status) {
    case 'packaged':
      return orderHasInvoice ? 'packaged' : 'awaitingInvoice';
    case 'delayed':
      return 'delayedPackage';
    case 'shipped':
      return 'shipped';
    case 'delivered':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    default:
      return 'other';
  }
}

export type PackageRefusal = 'packageNotAtSeller' | 'packageHasNoLabel' | 'packageCancelled';

/** Re-creating the label voids the old one: only while the package is still with the seller. */
export function labelRecreateRefusal(pkg: Pick<Package, 'status'>): PackageRefusal | null {
  if (!isActivePackage(pkg)) return 'packageCancelled';
  return AT_SELLER.has(pkg.status) ? null : 'packageNotAtSeller';
}

/** Refreshing asks the carrier for the current label and tracking again. */
export function labelRefreshRefusal(pkg: Pick<Package, 'status' | 'hasLabel'>): PackageRefusal | null {
  if (!isActivePackage(pkg)) return 'packageCancelled';
  return pkg.hasLabel ? null : 'packageHasNoLabel';
}

export function packageDeleteRefusal(pkg: Pick<Package, 'status'>): PackageRefusal | null {
  return AT_SELLER.has(pkg.status) || !isActivePackage(pkg) ? null : 'packageNotAtSeller';
}
