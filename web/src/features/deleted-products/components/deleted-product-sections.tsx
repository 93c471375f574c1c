/** The Deleted Product view's two tabs: the product as it was, and the variants it had (read only). */
import { LocalizedText } from '@web/components/LocalizedText';
import { CBadge } from '@coreui/react';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import type { DetailTab } from '@web/components/detail/DetailScreen';
import { FieldGrid, type FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

function productFields(product: Product, format: Formatters): FieldGridItem[] {
  const field = (id: string, value: FieldGridItem['value'], wide = false): FieldGridItem => ({ id, labelKey: `productEdit.fields.${id}`, value, wide });
  return [
    field('id', product.id),
    field('name', product.name),
    field('spu', product.spu),
    field('category', <LocalizedText name={product.categoryName} />),
    field('brand', product.brandName),
    field('status', <KeyedText prefix="productEdit.status" value={product.status} />),
    field('guaranteeMonths', format.number(product.guaranteeMonths)),
    field('taxClass', product.taxClass),
    field('fulfillmentDay', format.number(product.fulfillmentDay)),
    field('createdAt', format.dateTime(product.createdAt)),
    field('deletedAt', format.dateTime(product.deletedAt)),
    field('description', product.description, true),
  ];
}

function variantColumns(product: Product, format: Formatters): Column<Variant>[] {
  return [
    { id: 'sku', headerKey: 'productEdit.variant.sku', className: 'text-nowrap', cell: (variant) => <code>{variant.sku}</code> },
    { id: 'name', headerKey: 'productEdit.variant.name', cell: (variant) => variant.name },
    { id: 'price', headerKey: 'productEdit.variant.price', cell: (variant) => format.money(variant.price, product.currency), align: 'end' },
    { id: 'retailPrice', headerKey: 'productEdit.variant.retailPrice', cell: (variant) => format.money(variant.retailPrice, product.currency), align: 'end' },
    { id: 'stock', headerKey: 'productEdit.variant.stock', cell: (variant) => format.number(variant.stock), align: 'end' },
    { id: 'barcode', headerKey: 'productEdit.variant.barcode', cell: (variant) => variant.barcode },
    { id: 'deci', headerKey: 'productEdit.variant.deci', cell: (variant) => format.number(variant.deci), align: 'end' },
    {
      id: 'status',
      headerKey: 'productEdit.variant.status',
      cell: (variant) => (
        <CBadge color="secondary">
          <KeyedText prefix="productEdit.status" value={variant.status} />
        </CBadge>
      ),
    },
  ];
}

export function deletedProductTabs(detail: DeletedProductAnswer, format: Formatters, noVariants: string): DetailTab[] {
  return [
    { id: 'product', labelKey: 'deletedProducts.detail.tabs.product', render: () => <FieldGrid fields={productFields(detail.product, format)} columns={3} /> },
    {
      id: 'variants',
      labelKey: 'deletedProducts.detail.tabs.variants',
      count: detail.variants.length,
      render: () =>
        detail.variants.length === 0 ? (
          <p className="text-body-secondary mb-0">{noVariants}</p>
        ) : (
          <DataTable
            columns={variantColumns(detail.product, format)}
            rows={detail.variants}
            rowKey={(variant) => String(variant.id)}
            labelKey="deletedProducts.detail.tabs.variants"
          />
        ),
    },
  ];
}
