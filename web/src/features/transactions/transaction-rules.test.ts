import { TRANSACTION_STATUSES } from '@contract/transactions/transaction.types';
import { isRunning } from './transaction-rules';

describe('transaction rules', () => {
  it('counts only open and in-progress jobs as running', () => {
    expect(TRANSACTION_STATUSES.filter((status) => isRunning({ status }))).toEqual(['open', 'inProgress']);
  });
});
