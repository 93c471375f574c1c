/** The brands list as configuration: status tabs, filters and columns. */
import { CBadge } from '@coreui/react';
import { BRAND_TABS, type BrandTab } from '@contract/catalog/brand.api';
import type { Brand } from '@contract/catalog/taxonomy.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import { KeyedText } from '@web/components/KeyedText';
import { Thumbnail } from '@web/components/Thumbnail';

export const BRAND_TAB_DEFINITIONS: readonly TabDefinition<BrandTab>[] = BRAND_TABS.map((id) => ({ id, labelKey: `brands.tabs.${id}` }));

export const BRAND_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'brands.filters.q', hintKey: 'brands.filters.qHint' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'brands.filters.marketplace',
    anyKey: 'brands.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
];

export function BrandLogo({ brand }: { brand: Pick<Brand, 'imageUrl' | 'name'> }) {
  return <Thumbnail src={brand.imageUrl} name={brand.name} />;
}

export const BRAND_COLUMNS: readonly Column<Brand>[] = [
  { id: 'image', headerKey: 'brands.columns.image', cell: (brand) => <BrandLogo brand={brand} />, hideable: true },
  { id: 'id', headerKey: 'brands.columns.id', cell: (brand) => brand.id, sortField: 'id', link: true },
  { id: 'name', headerKey: 'brands.columns.name', cell: (brand) => brand.name, sortField: 'name', link: true },
  { id: 'remoteId', headerKey: 'brands.columns.remoteId', cell: (brand) => brand.remoteId, hideable: true },
  {
    id: 'status',
    headerKey: 'brands.columns.status',
    cell: (brand) => (
      <CBadge color={brand.status === 'active' ? 'success' : 'secondary'}>
        <KeyedText prefix="brands.status" value={brand.status} />
      </CBadge>
    ),
  },
  {
    id: 'crossings',
    headerKey: 'brands.columns.crossings',
    hideable: true,
    cell: (brand) => (
      <span className="d-flex flex-wrap gap-1">
        {brand.crossings
          .filter((crossing) => crossing.status === 'crossed')
          .map((crossing) => (
            <CBadge key={crossing.marketplace} color="info">
              <KeyedText prefix="marketplaces" value={crossing.marketplace} />
            </CBadge>
          ))}
      </span>
    ),
  },
];
