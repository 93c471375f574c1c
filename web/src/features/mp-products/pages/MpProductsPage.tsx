import { useMemo } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mpProductRowKey, type MpProductListQuery, type MpProductRow, type MpProductTab } from '@contract/catalog/mp-product.query';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { MP_PRODUCT_FILTER_FIELDS, MP_PRODUCT_TAB_DEFINITIONS, mpProductColumns, validateMpProductFilters } from '../components/mp-product-list-config';

export interface MpProductsPageProps {
  query: MpProductListQuery;
  state: ListState<MpProductRow, MpProductTab>;
  onQueryChange: (patch: Partial<MpProductListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** The way back to the admin's marketplace products, for an admin acting as the seller who came from there; else null. */
  backHref?: string | null;
}

/** /products/mp-products: one row per variant and marketplace, a tab per marketplace status, each SKU linking to its product. */
export function MpProductsPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, backHref = null }: MpProductsPageProps) {
  const format = useFormatters();
  const { t } = useTranslation();
  const columns = useMemo(() => mpProductColumns(format), [format]);
  return (
    <ListScreen<MpProductRow, MpProductTab>
      listId="mpProducts"
      titleKey="mpProducts.title"
      tabs={{ tabs: MP_PRODUCT_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: MP_PRODUCT_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateMpProductFilters }}
      summary={
        backHref ? (
          <CButton as={Link} to={backHref} color="warning" variant="outline" size="sm" className="mb-3" data-testid="back-to-admin-mp-products">
            {t('menu.backToMpProducts')}
          </CButton>
        ) : null
      }
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={mpProductRowKey}
      rowHref={(row) => pathOf('productEdit', { productId: row.productId })}
      errorKey="mpProducts.loadError"
      onRetry={onRetry}
    />
  );
}
