/** The All Products list and its quick-edit grid: the list resource, and the row edits saved together. */
import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import type { QuickEditAnswer, VariantRow } from '@contract/catalog/variant.api';
import type { VariantTab } from '@contract/catalog/variant.query';
import { createListResource, type ListState } from '@web/lib/resources/list-resource';
import { createRowEditResource } from '@web/lib/resources/row-edit-resource';
import { fetchVariants, saveQuickEdit } from './products.api';
import { quickEditItem, quickEditRowProblems } from './quick-edit-values';

export const variantsList = createListResource('variantsList', fetchVariants);

/** After a save: the saved rows show their stored values at once, and the list is asked again (a status change moves a row to another tab). */
export function* afterQuickEdit(answer: QuickEditAnswer): SagaIterator {
  const state = (yield select(variantsList.select)) as ListState<VariantRow, VariantTab>;
  if (state.page) {
    const stored = new Map(answer.items.map((row) => [row.id, row]));
    yield put(variantsList.loaded({ ...state.page, items: state.page.items.map((row) => stored.get(row.id) ?? row) }));
  }
  yield put(variantsList.reloadRequested());
}

export const quickEdit = createRowEditResource('quickEdit', {
  toItem: quickEditItem,
  save: saveQuickEdit,
  rowProblems: quickEditRowProblems,
  savedKey: 'quickEdit.saved',
  savedCount: (answer: QuickEditAnswer) => answer.saved,
  afterSave: afterQuickEdit,
  // The sidebar's active-product count follows a status change.
  changesSession: true,
});
