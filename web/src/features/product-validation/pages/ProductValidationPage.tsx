import { useTranslation } from 'react-i18next';
import type { ProductValidationAnswer, ProductValidationQuery, ProductValidationRow } from '@contract/catalog/product-validation';
import { ListScreen } from '@web/components/list/ListScreen';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { PRODUCT_VALIDATION_COLUMNS } from '../components/product-validation-columns';

export interface ProductValidationPageProps {
  query: ProductValidationQuery;
  state: ListState<ProductValidationRow, never>;
  onQueryChange: (patch: Partial<ProductValidationQuery>) => void;
  onRetry: () => void;
}

/** /products/product-validation: the products that fail the catalogue rules, each with its reasons and a link to fix it. */
export function ProductValidationPage({ query, state, onQueryChange, onRetry }: ProductValidationPageProps) {
  const { t } = useTranslation();
  const page = state.page as ProductValidationAnswer | null;
  return (
    <>
      {state.status === 'ready' && page && page.total > 0 ? (
        <p className="mb-3" role="status" data-testid="validation-summary">
          {t('productValidation.summary', { count: page.total, checked: page.checked })}
        </p>
      ) : null}
      <ListScreen<ProductValidationRow>
        listId="productValidation"
        titleKey="routes.productValidation"
        columns={PRODUCT_VALIDATION_COLUMNS}
        {...listWiring(query, state, onQueryChange)}
        rowKey={(row) => String(row.productId)}
        errorKey="productValidation.loadError"
        emptyKey="productValidation.noErrors"
        onRetry={onRetry}
      />
    </>
  );
}
