import { put, select } from 'redux-saga/effects';
import type { QuickEditAnswer, VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import { afterQuickEdit, variantsList } from './products.resources';

const row = (id: number, stock: number) => ({ id, stock }) as VariantRow;
const page = {
  items: [row(1, 5), row(2, 6)],
  total: 2,
  page: 1,
  pageSize: 25,
  tabCounts: { all: 2, active: 2, inactive: 0 },
  choices: { brands: [], categories: [] },
} as VariantListAnswer;

describe('after a quick-edit save', () => {
  it('shows the stored rows at once and asks the list again', () => {
    const answer: QuickEditAnswer = { saved: 1, items: [row(2, 60)] };
    const saga = afterQuickEdit(answer);
    expect(saga.next().value).toEqual(select(variantsList.select));
    expect(saga.next({ status: 'ready', query: null, page, error: null }).value).toEqual(put(variantsList.loaded({ ...page, items: [row(1, 5), row(2, 60)] })));
    expect(saga.next().value).toEqual(put(variantsList.reloadRequested()));
    expect(saga.next().done).toBe(true);
  });
});
