/**
 * The transactions API like the BFF's (bff/src/features/transactions): the company's transactions newest first, one
 * page of a status tab under a method filter (tab counts under the method), and one transaction by id (notFound for
 * another company's or an unknown id). Exports and imports land in `context.transactions`.
 */
import { API } from '@contract/api/paths';
import { paginate, zeroCounts } from '@contract/lists/list-query';
import { parseTransactionQuery, type TransactionListAnswer } from '@contract/transactions/transaction.query';
import { TRANSACTION_TABS, type Transaction } from '@contract/transactions/transaction.types';
import type { MockRoute } from './mock-route';
import { failure, json } from './respond';
import { isResponse, rawQueryOf, sellerScope } from './seller-scope';

/** By date, newest first; a sort that keeps ties in place, so of two started in the same millisecond the later one leads. */
const newestFirst = (a: Transaction, b: Transaction) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1);

const route = (path: string, handle: MockRoute['handle']): MockRoute => ({ method: 'get', path, handle, errorsScenario: 'downstreamUnavailable' });

export const TRANSACTION_ROUTES: readonly MockRoute[] = [
  route(API.transactions, (request, context) => {
    const scope = sellerScope(context, 'reports.view');
    if (isResponse(scope)) return scope;
    const query = parseTransactionQuery(rawQueryOf(request));
    const mine = [...context.transactions].reverse()
      .filter((transaction) => transaction.companyId === scope.companyId && (!query.method || transaction.method === query.method))
      .sort(newestFirst);
    const tabCounts = zeroCounts(TRANSACTION_TABS);
    tabCounts.all = mine.length;
    for (const transaction of mine) tabCounts[transaction.status] += 1;
    const inTab = query.tab === 'all' ? mine : mine.filter((transaction) => transaction.status === query.tab);
    const items = paginate(inTab, query.page, query.pageSize);
    return json(200, { items, total: inTab.length, page: query.page, pageSize: query.pageSize, tabCounts } satisfies TransactionListAnswer);
  }),
  route(`${API.transactions}/:id`, (request, context) => {
    const scope = sellerScope(context, 'reports.view');
    if (isResponse(scope)) return scope;
    const transaction = context.transactions.find((known) => known.id === request.params.id && known.companyId === scope.companyId);
    return transaction ? json(200, transaction) : failure('notFound');
  }),
];
