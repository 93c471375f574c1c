import { useMemo } from 'react';
import type { RawQuery } from '@contract/lists/list-query';

/**
 * The query read from the URL, kept as the same object while its own parameters stay the same: opening the sidebar
 * or switching a tab changes other parameters and must not ask the list again.
 */
export function useStableQuery<Q>(query: Q, parse: (raw: RawQuery) => Q, toRaw: (query: Q) => Record<string, string>): Q {
  const key = JSON.stringify(toRaw(query));
  return useMemo(() => parse(JSON.parse(key) as RawQuery), [key, parse]);
}
