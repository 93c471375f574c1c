import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import type { CommandView } from '@web/lib/resources/command-view';
import { fixtureAnswer } from './product-edit-fixture';
import { TranslationsTab } from './TranslationsTab';
import { VariantDialogs } from './VariantDialogs';

const idle: CommandView = { submitting: false, error: null, succeeded: false };

function openDialog(answer: ProductEditAnswer, search: string, commandOf: () => CommandView = () => idle) {
  const onCommand = vi.fn();
  render(
    <MemoryRouter initialEntries={[`/products/${answer.product.id}?${search}`]}>
      <VariantDialogs detail={answer} variantId={answer.variants[0]?.id ?? null} commandOf={commandOf} onCommand={onCommand} />
    </MemoryRouter>,
  );
  return onCommand;
}

describe('the variant form', () => {
  it('refuses retail below price under the retail field, and sends nothing', async () => {
    const answer = fixtureAnswer(2);
    const onCommand = openDialog(answer, `action=editVariant&variantId=${answer.variants[0]!.id}`);
    const dialog = screen.getByTestId('dialog-editVariant');
    await userEvent.clear(within(dialog).getByLabelText('Retail price'));
    await userEvent.type(within(dialog).getByLabelText('Retail price'), '90');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByTestId('error-retailPrice')).toHaveTextContent('Retail price must be equal to or greater than price.');
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('refuses deci 0 with a zero dimension, and sends the variant once it is right', async () => {
    const answer = fixtureAnswer(1);
    const onCommand = openDialog(answer, `action=editVariant&variantId=${answer.variants[0]!.id}`);
    const dialog = screen.getByTestId('dialog-editVariant');
    await userEvent.clear(within(dialog).getByLabelText('Deci'));
    await userEvent.type(within(dialog).getByLabelText('Deci'), '0');
    await userEvent.clear(within(dialog).getByLabelText('Width (mm)'));
    await userEvent.type(within(dialog).getByLabelText('Width (mm)'), '0');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByTestId('error-widthMm')).toHaveTextContent('When deci is 0, width, height, length and weight cannot be 0.');
    expect(onCommand).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Width (mm)'), '12');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(onCommand).toHaveBeenCalledWith(
      'updateVariant',
      expect.objectContaining({ variantId: answer.variants[0]!.id, body: expect.objectContaining({ deci: 0, widthMm: 12 }) }),
    );
  });

  it('marks a SKU the server says is in use, and keeps what was typed', () => {
    const answer = fixtureAnswer(2);
    const refused: CommandView = {
      ...idle,
      error: { code: 'skuInUse', message: '', status: 409, retryAfterSeconds: null, fields: { sku: 'errors.skuInUse' } },
    };
    openDialog(answer, `action=editVariant&variantId=${answer.variants[0]!.id}`, () => refused);
    const dialog = screen.getByTestId('dialog-editVariant');
    expect(within(dialog).getByTestId('error-sku')).toHaveTextContent('This SKU is already used by another variant.');
    expect(within(dialog).getByLabelText('SKU')).toHaveValue(answer.variants[0]!.sku);
  });
});

describe('the delete dialog', () => {
  it('says a variant deletion cannot be undone', () => {
    const answer = fixtureAnswer(2);
    openDialog(answer, `action=deleteVariant&variantId=${answer.variants[0]!.id}`);
    const dialog = screen.getByTestId('dialog-deleteVariant');
    expect(within(dialog).getByTestId('delete-irreversible')).toHaveTextContent('Deleting a variant cannot be undone.');
    expect(within(dialog).queryByTestId('delete-last')).toBeNull();
  });

  it('says deleting the last variant deletes the product too, and sends the variant id', async () => {
    const answer = fixtureAnswer(1);
    const onCommand = openDialog(answer, `action=deleteVariant&variantId=${answer.variants[0]!.id}`);
    const dialog = screen.getByTestId('dialog-deleteVariant');
    expect(within(dialog).getByTestId('delete-last')).toHaveTextContent('Deleting the last variant deletes the product too');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(onCommand).toHaveBeenCalledWith('deleteVariant', answer.variants[0]!.id);
  });
});

describe('translations', () => {
  it('refuse a 9-character name, take a 1-character Chinese one', async () => {
    const answer = fixtureAnswer(1);
    const onSave = vi.fn();
    render(
      <MemoryRouter initialEntries={['/products/1?tab=translations']}>
        <TranslationsTab detail={answer} command={idle} onSave={onSave} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByTestId('translation-add'));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
    await userEvent.type(screen.getByLabelText('Name'), 'Neun Zeic');
    await userEvent.click(screen.getByTestId('translations-save'));
    expect(await screen.findByTestId('error-translations.0.name')).toHaveTextContent('Please enter at least 10 characters.');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'zh');
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), '衫');
    await userEvent.click(screen.getByTestId('translations-save'));
    expect(onSave).toHaveBeenCalledWith({ variantId: null, translations: [{ language: 'zh', name: '衫', description: '' }] });
  });
});
