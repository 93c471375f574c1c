import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { VARIANT_FILTER_KEYS, parseVariantFilters, parseVariantQuery, variantFilterProblems, variantQueryToRaw } from '@contract/catalog/variant.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { quickEdit, variantsList } from '../products.resources';
import { QuickEditPage, type VariantChoices } from '../pages/QuickEditPage';

const NO_CHOICES: VariantChoices = { brands: [], categories: [] };
const FILTERS = { keys: VARIANT_FILTER_KEYS, parse: parseVariantFilters };

/** /products/quick-edit: the URL is the list state (tab, filters, page, page size, sort); the edits live in the store. */
export function QuickEditView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: variantsList, parse: parseVariantQuery, toRaw: variantQueryToRaw, problems: variantFilterProblems, filters: FILTERS });
  const edits = useSelector(quickEdit.select);
  // Changes belong to this visit: coming back starts clean.
  useEffect(
    () => () => {
      dispatch(quickEdit.discarded());
    },
    [dispatch],
  );

  const onEdit = useCallback(
    (key: string, field: string, value: string, base: Readonly<Record<string, string>>) => {
      dispatch(quickEdit.edited({ key, field, value, base }));
    },
    [dispatch],
  );
  const onSave = useCallback(() => {
    dispatch(quickEdit.saveRequested());
  }, [dispatch]);
  const onDiscard = useCallback(() => {
    dispatch(quickEdit.discarded());
  }, [dispatch]);
  const onDiscardRow = useCallback(
    (key: string) => {
      dispatch(quickEdit.rowDiscarded(key));
    },
    [dispatch],
  );

  return (
    <QuickEditPage
      {...list.page}
      // The filter bar's choices come with the last answer, kept while a broken filter asks nothing.
      choices={(list.stored.page as VariantListAnswer | null)?.choices ?? NO_CHOICES}
      edits={edits}
      onEdit={onEdit}
      onSave={onSave}
      onDiscard={onDiscard}
      onDiscardRow={onDiscardRow}
    />
  );
}
