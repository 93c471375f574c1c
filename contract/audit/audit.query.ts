/**
 * GET /api/admin/audit: the entries newest first, filtered by admin, company, action and a date range (UTC days, both
 * ends included, either end optional). The SPA, the BFF and the audit service read the query here.
 */
import { isIsoDate, rangeBounds } from '../lists/date-range';
import { compactQuery, parsePage, parsePageSize, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { QueryCodec } from '../api/route-def';
import type { AuditEntry } from './audit.types';

export interface AuditFilters {
  /** The admin's user id. */
  admin?: string;
  companyId?: number;
  action?: string;
  from?: string;
  to?: string;
}

export interface AuditQuery extends AuditFilters {
  page: number;
  pageSize: number;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export function parseAuditQuery(raw: RawQuery, maxPageSize?: number): AuditQuery {
  const companyId = raw.companyId === undefined ? null : wholeId(raw.companyId);
  return {
    ...compactQuery({ admin: text(raw.admin), action: text(raw.action), from: text(raw.from), to: text(raw.to) }),
    ...(companyId === null ? {} : { companyId }),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

/** A day that is not YYYY-MM-DD, or a range that ends before it starts, names its field. */
export function auditQueryProblems(query: AuditFilters): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (query.from !== undefined && !isIsoDate(query.from)) problems.from = 'validation.dateInvalid';
  if (query.to !== undefined && !isIsoDate(query.to)) problems.to = 'validation.dateInvalid';
  if (!problems.from && !problems.to && query.from && query.to && query.from > query.to) problems.from = 'validation.dateRangeOrder';
  return Object.keys(problems).length ? problems : null;
}

export const auditQueryToRaw = (query: Partial<AuditQuery>): Record<string, string> => compactQuery({ ...query });

export const auditQuery: QueryCodec<AuditQuery> = {
  parse: (raw) => parseAuditQuery(raw),
  problems: auditQueryProblems,
  toRaw: auditQueryToRaw,
};

/** Whether an entry passes the filters (the audit service's list). */
export function matchesAuditFilters(entry: AuditEntry, filters: AuditFilters): boolean {
  if (filters.admin !== undefined && entry.adminId !== filters.admin) return false;
  if (filters.companyId !== undefined && entry.companyId !== filters.companyId) return false;
  if (filters.action !== undefined && entry.action !== filters.action) return false;
  const at = Date.parse(entry.at);
  if (filters.from !== undefined && at < rangeBounds(filters.from, filters.from)[0]) return false;
  if (filters.to !== undefined && at >= rangeBounds(filters.to, filters.to)[1]) return false;
  return true;
}
