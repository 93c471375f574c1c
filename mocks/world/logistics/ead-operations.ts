/** The EAD rows a company reads: the lanes from its origin country (its shipments) and to it (its returns). */
import { compareBy, paginate } from '@contract/lists/list-query';
import type { EadListAnswer, EadListQuery } from '@contract/logistics/ead.query';
import type { EadRow } from '@contract/logistics/logistics.types';
import { findCompany } from '../lookups';
import type { World } from '../world';
import { eadRowsOf } from './logistics-book';

export function companyEadRows(world: World, companyId: number): EadRow[] {
  const country = findCompany(world, companyId)?.country;
  if (!country) return [];
  return eadRowsOf(world).filter((row) => row.originCountry === country || row.destinationCountry === country);
}

export function listEad(world: World, companyId: number, query: EadListQuery): EadListAnswer {
  const rows = companyEadRows(world, companyId)
    .filter((row) => (!query.origin || row.originCountry === query.origin) && (!query.destination || row.destinationCountry === query.destination))
    .sort((a, b) => compareBy<EadRow>((row) => row[query.sort.field], query.sort.direction)(a, b) || a.id - b.id);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}
