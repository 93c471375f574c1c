/**
 * The staff's logistics tools over the world: every lane's EAD rows and their edit, every company's holidays, and each
 * company's logistics with Hepsijet set in bulk. The sellers' operations read the same books, so a change here is what
 * the seller's /logistics shows.
 */
import {
  companyLogisticsMatches,
  hepsijetTabOf,
  holidayInTab,
  type CompanyLogisticsQuery,
  type StaffHolidayQuery,
} from '@contract/admin-logistics/admin-logistics.query';
import type {
  CompanyLogistics,
  CompanyLogisticsListAnswer,
  HepsijetBulkAnswer,
  HepsijetBulkBody,
  StaffHoliday,
  StaffHolidayListAnswer,
  EadUpdateBody,
} from '@contract/admin-logistics/admin-logistics.types';
import { compareBy, paginate } from '@contract/lists/list-query';
import type { EadListAnswer, EadListQuery } from '@contract/logistics/ead.query';
import { dayOf } from '@contract/logistics/holiday.rules';
import type { EadRow } from '@contract/logistics/logistics.types';
import { findCompany } from '../lookups';
import type { World } from '../world';
import { eadRowsOf, logisticsBookOf, logisticsProfileOf } from './logistics-book';
import { staffLogisticsOf } from './staff-logistics';

export function listAllEad(world: World, query: EadListQuery): EadListAnswer {
  const rows = eadRowsOf(world)
    .filter((row) => (!query.origin || row.originCountry === query.origin) && (!query.destination || row.destinationCountry === query.destination))
    .sort((a, b) => compareBy<EadRow>((row) => row[query.sort.field], query.sort.direction)(a, b) || a.id - b.id);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}

export const eadRowOf = (world: World, eadId: number): EadRow | undefined => eadRowsOf(world).find((row) => row.id === eadId);

/** The lane's new days and Saturday flag; undefined for no such row. */
export function updateEad(world: World, eadId: number, body: EadUpdateBody): EadRow | undefined {
  const row = eadRowOf(world, eadId);
  if (!row) return undefined;
  Object.assign(row, { estimatedDays: body.estimatedDays, saturday: body.saturday });
  return row;
}

export function listStaffHolidays(world: World, query: StaffHolidayQuery, now: number): StaffHolidayListAnswer {
  const today = dayOf(now);
  const companies = query.companyId === undefined ? world.companies : world.companies.filter((company) => company.id === query.companyId);
  const all: StaffHoliday[] = companies.flatMap((company) =>
    (logisticsBookOf(world, company.id)?.holidays ?? []).map((holiday) => ({ ...holiday, companyId: company.id, companyName: company.name })),
  );
  const filtered = all.filter((holiday) => !query.country || holiday.country === query.country);
  const rows = filtered
    .filter((holiday) => holidayInTab(holiday, query.tab, today))
    .sort((a, b) => compareBy<StaffHoliday>((row) => row[query.sort.field], query.sort.direction)(a, b) || a.id - b.id);
  const tabCounts = { upcoming: filtered.filter((holiday) => holidayInTab(holiday, 'upcoming', today)).length, all: filtered.length };
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

function companyLogistics(world: World, companyId: number): CompanyLogistics | undefined {
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const etgbPackages = Object.keys(world.staffLogistics[companyId]?.etgb ?? {}).length;
  return { companyId, companyName: company.name, etgbPackages, ...logisticsProfileOf(world, company) };
}

export function listCompanyLogistics(world: World, query: CompanyLogisticsQuery): CompanyLogisticsListAnswer {
  const matching = world.companies.flatMap((company) => companyLogistics(world, company.id) ?? []).filter((row) => companyLogisticsMatches(row, query));
  const rows = matching.filter((row) => query.tab === 'all' || hepsijetTabOf(row) === query.tab);
  const tabCounts = { all: matching.length, enabled: 0, disabled: 0 };
  for (const row of matching) tabCounts[hepsijetTabOf(row)] += 1;
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

/** Hepsijet on or off for each named company; one already so keeps its date. */
export function setHepsijet(world: World, body: HepsijetBulkBody, now: number): HepsijetBulkAnswer {
  const answer: HepsijetBulkAnswer = { changed: 0, unchanged: 0, unknown: [] };
  for (const companyId of new Set(body.companyIds)) {
    const current = companyLogistics(world, companyId);
    if (!current) answer.unknown.push(companyId);
    else if (current.hepsijet.enabled === body.enabled) answer.unchanged += 1;
    else {
      staffLogisticsOf(world, companyId).hepsijet = { enabled: body.enabled, since: body.enabled ? new Date(now).toISOString() : null };
      answer.changed += 1;
    }
  }
  return answer;
}
