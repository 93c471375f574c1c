/**
 * The ETGB file's rows over the world: each names a package by id, in any company (its id carries the company), and
 * gives it its export customs declaration. A package the world does not have, or one shipped inside its seller's own
 * country (no export, no declaration), is refused with its reason; a matched package is marked approved by smart
 * customs, keeps its number, and its company's customs declaration shows approved on the seller's /logistics.
 */
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { ETGB_HEADERS, ETGB_NUMBER, type EtgbRow } from '@contract/imports/etgb.rules';
import type { ImportReason } from '@contract/imports/import.types';
import { findCompany } from '../lookups';
import { findPackage } from '../orders/book-index';
import { ID_SPACE } from '../orders/generation-context';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';
import { staffLogisticsOf } from './staff-logistics';

const column = ETGB_HEADERS.packageId;

function rowReasons(world: World, row: EtgbRow): { reasons: ImportReason[]; companyId: number | null } {
  const reasons: ImportReason[] = [];
  if (!ETGB_NUMBER.test(row.etgbNumber))
    reasons.push({ code: 'imports.reasons.etgbNumberInvalid', column: ETGB_HEADERS.etgbNumber, params: { value: row.etgbNumber } });
  if (row.packageId === null) return { reasons, companyId: null };
  const companyId = Math.floor(row.packageId / ID_SPACE);
  const company = findCompany(world, companyId);
  const book = company ? orderBookOf(world, companyId) : undefined;
  const pkg = book ? findPackage(book, row.packageId) : undefined;
  if (!company || !pkg)
    return { reasons: [{ code: 'imports.reasons.packageUnknown', column, params: { packageId: row.packageId } }, ...reasons], companyId: null };
  if (pkg.destinationCountry === company.country)
    reasons.unshift({ code: 'imports.reasons.etgbDomestic', column, params: { packageId: row.packageId, country: pkg.destinationCountry } });
  return { reasons, companyId };
}

function applyRow(world: World, row: ImportRowSent<EtgbRow>, at: string): ImportApplyResult {
  const { reasons, companyId } = rowReasons(world, row);
  if (reasons.length || row.checkOnly || companyId === null || row.packageId === null) return { ok: false, reasons };
  const pkg = findPackage(orderBookOf(world, companyId)!, row.packageId)!;
  Object.assign(pkg, { smartCustomsApproval: true, updatedAt: at });
  const staff = staffLogisticsOf(world, companyId);
  staff.etgb[pkg.id] = { number: row.etgbNumber, at };
  staff.customsDeclaration = { status: 'approved', updatedAt: at };
  return { ok: true, productId: pkg.id, variantId: 0, productName: pkg.marketplacePackageId, syncSku: '' };
}

export function applyEtgbRows(world: World, rows: readonly ImportRowSent<EtgbRow>[], now: number): ImportApplyAnswer {
  const at = new Date(now).toISOString();
  return { results: rows.map((row) => applyRow(world, row, at)) };
}
