import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { VARIANT_FILTER_KEYS, parseVariantFilters, parseVariantQuery, variantFilterProblems, variantQueryToRaw } from '@contract/catalog/variant.query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { quickEdit, variantsList } from '../products.resources';
import { QuickEditPage, type VariantChoices } from '../pages/QuickEditPage';

const NO_CHOICES: VariantChoices = { brands: [], categories: [] };

/** /products/quick-edit: the URL is the list state (tab, filters, page, page size, sort); the edits live in the store. */
export function QuickEditView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseVariantQuery, variantQueryToRaw);
  const state = useSelector(variantsList.select);
  const edits = useSelector(quickEdit.select);

  // A URL whose filters break a rule (a pasted link) shows the rule inline and asks the server nothing.
  const blocked = useMemo(() => variantFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(variantsList.requested(query));
  }, [dispatch, query, blocked]);
  // Changes belong to this visit: coming back starts clean.
  useEffect(() => () => { dispatch(quickEdit.discarded()); }, [dispatch]);

  const page = state.page as VariantListAnswer | null;
  const onEdit = useCallback((key: string, field: string, value: string, base: Readonly<Record<string, string>>) => {
    dispatch(quickEdit.edited({ key, field, value, base }));
  }, [dispatch]);
  const onSave = useCallback(() => { dispatch(quickEdit.saveRequested()); }, [dispatch]);
  const onDiscard = useCallback(() => { dispatch(quickEdit.discarded()); }, [dispatch]);
  const onDiscardRow = useCallback((key: string) => { dispatch(quickEdit.rowDiscarded(key)); }, [dispatch]);
  const onFiltersApply = useCallback((applied: AppliedFilters) => update(filtersPatch(VARIANT_FILTER_KEYS, parseVariantFilters(applied))), [update]);
  const onFiltersReset = useCallback(() => update(filtersPatch(VARIANT_FILTER_KEYS, {})), [update]);

  return (
    <QuickEditPage
      query={query}
      state={blocked ? nothingAsked() : state}
      choices={page?.choices ?? NO_CHOICES}
      edits={edits}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={onFiltersApply}
      onFiltersReset={onFiltersReset}
      onRetry={() => dispatch(variantsList.requested(query))}
      onEdit={onEdit}
      onSave={onSave}
      onDiscard={onDiscard}
      onDiscardRow={onDiscardRow}
    />
  );
}
