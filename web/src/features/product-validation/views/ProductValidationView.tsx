import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseProductValidationQuery, productValidationQueryToRaw } from '@contract/catalog/product-validation';
import { useListQuery } from '@web/lib/list-url';
import { productValidationList } from '../product-validation.resources';
import { ProductValidationPage } from '../pages/ProductValidationPage';

/** /products/product-validation (companies on the configured list only; the route's permission guards it). */
export function ProductValidationView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseProductValidationQuery, productValidationQueryToRaw);
  const state = useSelector(productValidationList.select);
  useEffect(() => {
    dispatch(productValidationList.requested(query));
  }, [dispatch, query]);
  return <ProductValidationPage query={query} state={state} onQueryChange={(patch) => update(patch)} onRetry={() => dispatch(productValidationList.requested(query))} />;
}
