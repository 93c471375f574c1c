import { parseProductValidationQuery, productValidationQueryToRaw } from '@contract/catalog/product-validation';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { productValidationList } from '../product-validation.resources';
import { ProductValidationPage } from '../pages/ProductValidationPage';

/** /products/product-validation (companies on the configured list only; the route's permission guards it). */
export function ProductValidationView() {
  const list = useListScreen({ list: productValidationList, parse: parseProductValidationQuery, toRaw: productValidationQueryToRaw });
  return <ProductValidationPage {...list.page} />;
}
