import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { changeLanguage } from '@web/lib/i18n';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { fixtureAnswer } from '../components/product-edit-fixture';
import { ProductEditPage } from './ProductEditPage';

const idle: CommandView = { submitting: false, error: null, succeeded: false };
const ready = <T,>(data: T): DetailState<T> => ({ status: 'ready', id: 1, data, error: null, command: null });

function renderPage(answer: ProductEditAnswer, search: string) {
  render(
    <MemoryRouter initialEntries={[`/products/${answer.product.id}?${search}`]}>
      <ProductEditPage
        state={ready(answer)}
        logs={ready({ items: [] })}
        ratings={ready({ items: [] })}
        dialogVariantId={null}
        listHref="/products/quick-edit"
        commandOf={() => idle}
        onCommand={vi.fn()}
        onOpenDialog={vi.fn()}
        onRetry={vi.fn()}
        onLoadLogs={vi.fn()}
        onLoadRatings={vi.fn()}
      />
    </MemoryRouter>,
  );
}

describe('ProductEditPage in Turkish', () => {
  it('names the category in the header and the attributes and their values in Turkish', async () => {
    await act(() => changeLanguage('tr'));
    try {
      const answer = fixtureAnswer(1);
      renderPage(answer, 'tab=variants');
      expect(screen.getByTestId('detail-subtitle')).toHaveTextContent('AT-SHR-00001 · Anadolu · Gömlek ·');
      expect(screen.getByTestId('detail-subtitle')).not.toHaveTextContent('Shirts');
      const attribute = screen.getByTestId(`variant-attribute-${answer.attributes[0]!.attributeId}`);
      expect(attribute).toHaveTextContent('Renk');
      expect(attribute).toHaveTextContent('Beyaz');
      expect(attribute).not.toHaveTextContent(/Colour|White/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('keeps text the seller typed as typed', async () => {
    await act(() => changeLanguage('tr'));
    try {
      const answer = fixtureAnswer(1);
      const variant = answer.variants[0]!;
      variant.attributes = [{ ...variant.attributes[0]!, valueId: null, value: 'Ekru keten' }];
      renderPage(answer, 'tab=variants');
      expect(screen.getByTestId(`variant-attribute-${answer.attributes[0]!.attributeId}`)).toHaveTextContent('RenkZorunluEkru keten');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
