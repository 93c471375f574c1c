/** The All Products list as configuration: status tabs, filter fields and columns, four of them edited in place. */
import { LocalizedText } from '@web/components/LocalizedText';
import { CBadge } from '@coreui/react';
import { Link } from 'react-router';
import { CATALOG_STATUSES, MARKETPLACE_VARIANT_STATUSES } from '@contract/catalog/catalog.types';
import type { CatalogChoice, CategoryFilterChoice, VariantRow } from '@contract/catalog/variant.api';
import { VARIANT_TABS, variantFilterProblems, type VariantTab } from '@contract/catalog/variant.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import type { NameOf } from '@web/lib/localized-name';
import type { Column, FilterField, FilterValidator, SelectOption, TabDefinition } from '@web/components/list/list-types';
import { fieldText } from '../quick-edit-values';
import { VariantMarketplaces } from './VariantMarketplaces';
import { Amount } from './Amount';

export const VARIANT_TAB_DEFINITIONS: readonly TabDefinition<VariantTab>[] = VARIANT_TABS.map((id) => ({ id, labelKey: `quickEdit.tabs.${id}` }));

const named = (choices: readonly { id: number; name: string }[]): SelectOption[] =>
  choices.map((choice) => ({ value: String(choice.id), labelKey: 'quickEdit.filters.named', labelValues: { name: choice.name } }));

/** The filter fields; category names in the reader's language (`nameOf`). */
export function variantFilterFields(choices: { brands: readonly CatalogChoice[]; categories: readonly CategoryFilterChoice[] }, nameOf: NameOf): FilterField[] {
  return [
    { kind: 'text', name: 'productIds', labelKey: 'quickEdit.filters.productIds', hintKey: 'quickEdit.filters.productIdsHint' },
    { kind: 'text', name: 'sku', labelKey: 'quickEdit.filters.sku', hintKey: 'quickEdit.filters.skuHint' },
    { kind: 'text', name: 'q', labelKey: 'quickEdit.filters.q', hintKey: 'quickEdit.filters.qHint' },
    { kind: 'select', name: 'brandId', labelKey: 'quickEdit.filters.brand', anyKey: 'quickEdit.filters.anyBrand', options: named(choices.brands) },
    {
      kind: 'select',
      name: 'categoryId',
      labelKey: 'quickEdit.filters.category',
      anyKey: 'quickEdit.filters.anyCategory',
      options: named(choices.categories.map((choice) => ({ id: choice.id, name: nameOf(choice.name) }))),
    },
    {
      kind: 'select',
      name: 'marketplace',
      labelKey: 'quickEdit.filters.marketplace',
      anyKey: 'quickEdit.filters.anyMarketplace',
      options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
    },
    {
      kind: 'select',
      name: 'mpStatus',
      labelKey: 'quickEdit.filters.mpStatus',
      anyKey: 'quickEdit.filters.anyMpStatus',
      options: MARKETPLACE_VARIANT_STATUSES.map((value) => ({ value, labelKey: `quickEdit.mpStatus.${value}` })),
    },
  ];
}

export const validateVariantFilters: FilterValidator = (values) => variantFilterProblems(values);

const STATUS_OPTIONS: readonly SelectOption[] = CATALOG_STATUSES.map((value) => ({ value, labelKey: `quickEdit.status.${value}` }));

/** The grid's columns; price, retail price, stock and status are edited in place, right after the variant they belong to. */
export const VARIANT_COLUMNS: readonly Column<VariantRow>[] = [
  {
    id: 'productId',
    headerKey: 'quickEdit.columns.productId',
    sortField: 'productId',
    cell: (row) => <Link to={pathOf('productEdit', { productId: row.productId })}>{row.productId}</Link>,
  },
  {
    id: 'name',
    headerKey: 'quickEdit.columns.name',
    sortField: 'name',
    priority: 'essential',
    cell: (row) => (
      // Room for a name in the table, never wider than a phone's card.
      <div style={{ minWidth: 'min(12rem, 40vw)' }}>
        <div>{row.name}</div>
        <div className="small text-body-secondary">{row.productName}</div>
      </div>
    ),
  },
  { id: 'sku', headerKey: 'quickEdit.columns.sku', sortField: 'sku', className: 'text-nowrap', cell: (row) => <code>{row.sku}</code>, priority: 'high' },
  {
    id: 'price',
    headerKey: 'quickEdit.columns.price',
    sortField: 'price',
    priority: 'essential',
    align: 'end',
    cell: (row) => <Amount amount={row.price} currency={row.currency} />,
    edit: { field: 'price', kind: 'number', inputMode: 'decimal', value: (row) => fieldText(row, 'price') },
  },
  {
    id: 'retailPrice',
    headerKey: 'quickEdit.columns.retailPrice',
    sortField: 'retailPrice',
    priority: 'essential',
    align: 'end',
    cell: (row) => <Amount amount={row.retailPrice} currency={row.currency} />,
    edit: { field: 'retailPrice', kind: 'number', inputMode: 'decimal', value: (row) => fieldText(row, 'retailPrice') },
  },
  {
    id: 'stock',
    headerKey: 'quickEdit.columns.stock',
    sortField: 'stock',
    priority: 'essential',
    align: 'end',
    cell: (row) => <Amount amount={row.stock} currency={null} />,
    edit: { field: 'stock', kind: 'number', inputMode: 'numeric', value: (row) => fieldText(row, 'stock') },
  },
  {
    id: 'status',
    headerKey: 'quickEdit.columns.status',
    cell: (row) => (
      <CBadge color={row.status === 'active' ? 'success' : 'secondary'}>
        <KeyedText prefix="quickEdit.status" value={row.status} />
      </CBadge>
    ),
    edit: { field: 'status', kind: 'select', options: STATUS_OPTIONS, value: (row) => fieldText(row, 'status') },
  },
  { id: 'brand', headerKey: 'quickEdit.columns.brand', cell: (row) => row.brandName, priority: 'low' },
  { id: 'category', headerKey: 'quickEdit.columns.category', cell: (row) => <LocalizedText name={row.categoryName} />, hideable: true, defaultHidden: true },
  { id: 'marketplaces', headerKey: 'quickEdit.columns.marketplaces', cell: (row) => <VariantMarketplaces row={row} /> },
];
