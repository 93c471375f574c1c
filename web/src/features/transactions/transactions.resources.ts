import { createListResource } from '@web/lib/resources/list-resource';
import { fetchTransactions } from './transactions.api';

export const transactionsList = createListResource('transactionsList', fetchTransactions);
