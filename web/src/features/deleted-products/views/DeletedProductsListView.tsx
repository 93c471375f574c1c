import {
  DELETED_PRODUCT_FILTER_KEYS,
  deletedProductFilterProblems,
  deletedProductQueryToRaw,
  parseDeletedProductQuery,
  type DeletedProductFilters,
} from '@contract/catalog/deleted-product.query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { deletedProductsList } from '../deleted-products.resources';
import { DeletedProductsListPage } from '../pages/DeletedProductsListPage';

const parse = (raw: Parameters<typeof parseDeletedProductQuery>[0]) => parseDeletedProductQuery(raw);
const applied = (values: AppliedFilters): DeletedProductFilters => ({ q: values.q, productIds: values.productIds });
const FILTERS = { keys: DELETED_PRODUCT_FILTER_KEYS, parse: applied };

/** /deleted-products: the URL is the list state (filters, page, page size, sort). A broken product-id list asks nothing. */
export function DeletedProductsListView() {
  const list = useListScreen({ list: deletedProductsList, parse, toRaw: deletedProductQueryToRaw, problems: deletedProductFilterProblems, filters: FILTERS });
  return <DeletedProductsListPage {...list.page} />;
}
