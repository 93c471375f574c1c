/** The hard delete's query: the company, the scope and the list (the screen's URL, the preview's query). */
import type { QueryCodec } from '../api/route-def';
import { compactQuery, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { hardDeleteTargetProblems, isHardDeleteScope, parseTargets, targetsText } from './hard-delete.rules';
import type { HardDeleteScope } from './hard-delete.types';

/** What the service previews or deletes within its path's company. */
export interface HardDeleteScopeQuery {
  scope: HardDeleteScope;
  targets: string[];
}

export interface HardDeleteQuery extends HardDeleteScopeQuery {
  companyId?: number | undefined;
}

const scopeOf = (raw: RawQuery): HardDeleteScope => (isHardDeleteScope(raw.scope) ? raw.scope : 'products');

export function parseHardDeleteQuery(raw: RawQuery): HardDeleteQuery {
  const scope = scopeOf(raw);
  return { companyId: wholeId(raw.companyId) ?? undefined, scope, targets: scope === 'catalog' ? [] : parseTargets(raw.targets) };
}

export function hardDeleteQueryToRaw(query: Partial<HardDeleteQuery>): Record<string, string> {
  return compactQuery({ companyId: query.companyId, scope: query.scope, targets: query.targets?.length ? targetsText(query.targets) : undefined });
}

/** The browser's preview query: a company is required and the list must be readable. */
export const hardDeleteQuery: QueryCodec<HardDeleteQuery> = {
  parse: parseHardDeleteQuery,
  problems: (query) => hardDeleteTargetProblems(query),
  toRaw: hardDeleteQueryToRaw,
};

/** The service's: the company is the path's. */
export const hardDeleteScopeQuery: QueryCodec<HardDeleteScopeQuery> = {
  parse: (raw) => {
    const { scope, targets } = parseHardDeleteQuery(raw);
    return { scope, targets };
  },
  problems: (query) => hardDeleteTargetProblems({ ...query, companyId: 1 }),
  toRaw: (query) => hardDeleteQueryToRaw(query),
};
