/**
 * What staff change on Order & Claim Tools, applied to the world with the contract's rules: a claim in Waiting Admin
 * decided (its note kept as the admin note the seller reads), an order's or a package's state corrected (the reason
 * written to the order's logs). Each answers the row as it stands after, a refusal, or undefined (no such record).
 */
import type {
  ClaimDecisionBody,
  ClaimToolRow,
  OrderCorrectionBody,
  OrderToolRow,
  PackageCorrectionBody,
  PackageToolRow,
} from '@contract/admin-orders/order-claim-tools';
import { applyOrderCorrection, applyPackageCorrection, type Corrected } from '@contract/admin-orders/state-corrections';
import { staffDecisionRefusal, statusAfterStaff } from '@contract/claims/claim.rules';
import type { Company } from '@contract/downstream/identity';
import { claimsOf } from '../claims/claim-book';
import { findCompany } from '../lookups';
import { findOrder, findPackage, packagesOfOrder, putOrder, putPackage } from '../orders/book-index';
import { orderBookOf, type CompanyOrderBook } from '../orders/order-book';
import { appendLog } from '../orders/order-logs';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { claimRow, orderRow, packageRow } from './order-claim-search';

export function decideClaim(world: World, companyId: number, claimId: number, body: ClaimDecisionBody): ClaimToolRow | Refusal | undefined {
  const company = findCompany(world, companyId);
  const claim = company && claimsOf(world, companyId).find((candidate) => candidate.id === claimId);
  if (!company || !claim) return undefined;
  const refused = staffDecisionRefusal(claim);
  if (refused) return refusal(refused);
  claim.status = statusAfterStaff(body.decision);
  claim.adminNote = body.note;
  return claimRow(company, claim);
}

function bookOf(world: World, companyId: number): { company: Company; book: CompanyOrderBook } | undefined {
  const company = findCompany(world, companyId);
  const book = company && orderBookOf(world, companyId);
  return company && book ? { company, book } : undefined;
}

function store(world: World, book: CompanyOrderBook, corrected: Corrected, text: string, now: number): void {
  putOrder(book, corrected.order);
  for (const pkg of corrected.packages) putPackage(book, pkg);
  appendLog(world.seed, book, corrected.order, text, now, 'warning');
}

export function correctOrder(world: World, companyId: number, orderId: number, body: OrderCorrectionBody, now: number): OrderToolRow | Refusal | undefined {
  const found = bookOf(world, companyId);
  const order = found && findOrder(found.book, orderId);
  if (!found || !order) return undefined;
  const corrected = applyOrderCorrection(order, packagesOfOrder(found.book, orderId), body.status, now);
  if (typeof corrected === 'string') return refusal(corrected);
  store(world, found.book, corrected, `Order state corrected to ${body.status} by staff: ${body.reason}`, now);
  return orderRow(found.company, corrected.order);
}

export function correctPackage(
  world: World,
  companyId: number,
  packageId: number,
  body: PackageCorrectionBody,
  now: number,
): PackageToolRow | Refusal | undefined {
  const found = bookOf(world, companyId);
  const pkg = found && findPackage(found.book, packageId);
  const order = found && pkg && findOrder(found.book, pkg.orderId);
  if (!found || !pkg || !order) return undefined;
  const corrected = applyPackageCorrection(order, pkg, body.status, now);
  if (typeof corrected === 'string') return refusal(corrected);
  store(world, found.book, corrected, `Package ${packageId} state corrected to ${body.status} by staff: ${body.reason}`, now);
  return packageRow(found.company, corrected.packages[0]!, corrected.order);
}
