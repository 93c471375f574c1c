/** Contract cases for Marketplace Logs: the same steps to the BFF and to Mirage. */
import { API } from '@contract/api/paths';
import { actAs, ADMIN, AYSE, get, OMAR, signIn, staffSignIn, type Memo, type RequestStep, type Step } from './contract-steps';

type ContractCase = readonly [name: string, steps: readonly Step[]];

/** GET the list; `keepAs` keeps the first row's id for `log(keepAs)`. */
const logs = (query = '', keepAs?: string): RequestStep => ({
  ...get(`${API.marketplaceLogs}${query ? `?${query}` : ''}`),
  ...(keepAs ? {
    keep: (body: unknown, memo: Memo) => {
      const id = (body as { items?: { id?: unknown }[] } | null)?.items?.[0]?.id;
      if (typeof id === 'number') memo.ids = { ...memo.ids, [keepAs]: id };
    },
  } : {}),
});
const log = (name: string): RequestStep => ({ ...get(API.marketplaceLogs), path: (memo: Memo) => `${API.marketplaceLogs}/${memo.ids?.[name] ?? 0}` });

export const MARKETPLACE_LOG_CASES: readonly ContractCase[] = [
  ['marketplace logs: tabs, filters, sorting and refusals', [signIn(AYSE), logs('pageSize=5'), logs('tab=error&referenceType=variant&marketplace=hepsiburada&pageSize=3'),
    logs('from=2026-01-05&to=2026-01-14&sort=date&pageSize=10&page=2'), logs('referenceType=order&tab=warning&pageSize=500&page=-1'),
    logs('from=2026-01-01&to=2026-01-30'), logs('from=2026-01-05'), logs('referenceId=TY-42')]],
  ['marketplace logs: one log by id, and not another company’s', [signIn(AYSE), logs('referenceType=order&pageSize=1', 'order'), log('order'),
    logs('referenceType=variant&pageSize=1&page=4', 'variant'), log('variant'), get(`${API.marketplaceLogs}/999999999`), get(`${API.marketplaceLogs}/abc`),
    signIn(OMAR), log('order'), logs('pageSize=3')]],
  ['marketplace logs refused to the signed out and to staff', [logs(), get(`${API.marketplaceLogs}/1`), staffSignIn(ADMIN), logs(), actAs(1002),
    logs('pageSize=2&tab=info')]],
];
