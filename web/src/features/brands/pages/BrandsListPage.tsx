import type { BrandListQuery, BrandTab } from '@contract/catalog/brand.api';
import type { Brand } from '@contract/catalog/taxonomy.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { BRAND_COLUMNS, BRAND_FILTER_FIELDS, BRAND_TAB_DEFINITIONS } from '../components/brand-list-config';

export interface BrandsListPageProps {
  query: BrandListQuery;
  state: ListState<Brand, BrandTab>;
  onQueryChange: (patch: Partial<BrandListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onAdd: () => void;
}

/** /brands: the company's brands by status, searched by name or remote ID. */
export function BrandsListPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onAdd }: BrandsListPageProps) {
  return (
    <ListScreen<Brand, BrandTab>
      listId="brands"
      titleKey="routes.brands"
      tabs={{ tabs: BRAND_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: BRAND_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={BRAND_COLUMNS}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(brand) => String(brand.id)}
      rowHref={(brand) => pathOf('brandEdit', { brandId: brand.id })}
      errorKey="brands.loadError"
      onRetry={onRetry}
      toolbar={[{ id: 'add', labelKey: 'brands.add', onClick: onAdd, icon: 'cilStar' }]}
    />
  );
}
