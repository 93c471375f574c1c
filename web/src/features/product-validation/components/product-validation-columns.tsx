/** The product validation list's columns: the product (linked to its edit page), where it sits, and why it fails. */
import { LocalizedText } from '@web/components/LocalizedText';
import { Link } from 'react-router';
import type { ProductValidationRow } from '@contract/catalog/product-validation';
import { pathOf } from '@contract/routes';
import type { Column } from '@web/components/list/list-types';
import { KeyedCount } from './KeyedCount';
import { ValidationProblems } from './ValidationProblems';

export const PRODUCT_VALIDATION_COLUMNS: readonly Column<ProductValidationRow>[] = [
  {
    id: 'product',
    headerKey: 'productValidation.columns.product',
    cell: (row) => (
      <>
        <Link to={pathOf('productEdit', { productId: row.productId })} data-testid="product-link">
          {row.productId}
        </Link>
        <div>{row.productName}</div>
        <div className="small text-body-secondary">
          <KeyedCount textKey="productValidation.spu" values={{ spu: row.spu }} />
        </div>
      </>
    ),
  },
  { id: 'category', headerKey: 'productValidation.columns.category', cell: (row) => <LocalizedText name={row.categoryName} />, hideable: true },
  { id: 'brand', headerKey: 'productValidation.columns.brand', cell: (row) => row.brandName, hideable: true },
  {
    id: 'variants',
    headerKey: 'productValidation.columns.variants',
    align: 'end',
    hideable: true,
    cell: (row) => <KeyedCount textKey="productValidation.variants" values={{ count: row.variantCount }} />,
  },
  { id: 'problems', headerKey: 'productValidation.columns.problems', cell: (row) => <ValidationProblems problems={row.problems} /> },
];
