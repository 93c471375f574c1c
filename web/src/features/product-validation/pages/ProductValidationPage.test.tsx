import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductValidationAnswer, ProductValidationRow } from '@contract/catalog/product-validation';
import { changeLanguage } from '@web/lib/i18n';
import type { ListState } from '@web/lib/resources/list-resource';
import { ProductValidationPage } from './ProductValidationPage';

const row: ProductValidationRow = {
  productId: 100100001,
  productName: 'Keten gömlek, beyaz',
  spu: 'AT-SHR-00001',
  categoryName: { en: 'Shirts', tr: 'Gömlek' },
  brandName: 'Anadolu',
  variantCount: 1,
  problems: [{ variantId: 7, sku: 'AT-SHR-00001-1', field: 'attributes.3', fieldName: { en: 'Colour', tr: 'Renk' }, reason: 'validation.attributeRequired' }],
};
const page: ProductValidationAnswer = { items: [row], total: 1, page: 1, pageSize: 25, tabCounts: {}, checked: 40 };
const ready: ListState<ProductValidationRow, never> = { status: 'ready', query: null, page, error: null };

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/products/product-validation']}>
      <ProductValidationPage query={{ page: 1, pageSize: 25 }} state={ready} onQueryChange={vi.fn()} onRetry={vi.fn()} />
    </MemoryRouter>,
  );
  return within(screen.getByTestId('data-row'));
}

describe('ProductValidationPage', () => {
  it("names the category and the attribute at fault in the reader's language", async () => {
    expect(renderPage().getByText('Shirts')).toBeInTheDocument();
    await act(() => changeLanguage('tr'));
    try {
      const cells = within(screen.getByTestId('data-row'));
      expect(cells.getByText('Gömlek')).toBeInTheDocument();
      expect(cells.queryByText('Shirts')).not.toBeInTheDocument();
      expect(cells.getByTestId('validation-problem')).toHaveTextContent('Renk:');
      expect(cells.getByTestId('validation-problem')).not.toHaveTextContent('Colour');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
