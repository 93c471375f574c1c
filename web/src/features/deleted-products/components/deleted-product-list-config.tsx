/** The Deleted Products list as configuration: filter fields and columns. */
import { LocalizedText } from '@web/components/LocalizedText';
import type { DeletedProductRow } from '@contract/catalog/deleted-product.query';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const DELETED_PRODUCT_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'deletedProducts.filters.q' },
  { kind: 'text', name: 'productIds', labelKey: 'deletedProducts.filters.productIds', hintKey: 'deletedProducts.filters.productIdsHint' },
];

const SKUS_SHOWN = 3;

export function deletedProductColumns(format: Formatters): Column<DeletedProductRow>[] {
  return [
    { id: 'id', headerKey: 'deletedProducts.columns.id', cell: (row) => row.id, link: true, sortField: 'id' },
    { id: 'name', headerKey: 'deletedProducts.columns.name', cell: (row) => row.name, sortField: 'name' },
    { id: 'spu', headerKey: 'deletedProducts.columns.spu', cell: (row) => row.spu, hideable: true },
    { id: 'category', headerKey: 'deletedProducts.columns.category', cell: (row) => <LocalizedText name={row.categoryName} />, hideable: true },
    { id: 'brand', headerKey: 'deletedProducts.columns.brand', cell: (row) => row.brandName, hideable: true },
    { id: 'variants', headerKey: 'deletedProducts.columns.variants', cell: (row) => format.number(row.variantCount), align: 'end', hideable: true },
    {
      id: 'skus',
      headerKey: 'deletedProducts.columns.skus',
      hideable: true,
      cell: (row) => (
        <div className="small text-nowrap">
          {row.skus.slice(0, SKUS_SHOWN).map((sku) => (
            <div key={sku}>{sku}</div>
          ))}
          {row.skus.length > SKUS_SHOWN ? <div className="text-body-secondary">{`+${format.number(row.skus.length - SKUS_SHOWN)}`}</div> : null}
        </div>
      ),
    },
    {
      id: 'deletedAt',
      headerKey: 'deletedProducts.columns.deletedAt',
      cell: (row) => format.dateTime(row.deletedAt),
      sortField: 'deletedAt',
      firstDirection: 'desc',
    },
  ];
}
