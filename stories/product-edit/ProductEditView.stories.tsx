import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { DeletedProductView } from '@web/features/deleted-products/views/DeletedProductView';
import { ProductEditView } from '@web/features/product-edit/views/ProductEditView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { PRODUCTS, productRoute } from './product-edit-data';
import { LONG } from '../support/waits';

/** /products/:productId in the shell: view, store and sagas against the BFF in the page. Deleting the last variant leads to the deleted product. */
const meta = {
  title: 'Product edit/Product edit (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: routeById('productEdit')?.path ?? '', element: <ProductEditView /> },
        { path: routeById('deletedProduct')?.path ?? '', element: <DeletedProductView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: productRoute('full') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario, testId: string, textKey?: string): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: productRoute('full'), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByTestId(testId, {}, LONG);
    if (textKey) await expect(shown).toHaveTextContent(i18n.t(textKey));
  },
});

export const Filled: Story = { ...inScenario('default', 'detail-screen'), name: 'Filled (BFF default)' };
export const NotFound: Story = { ...inScenario('empty', 'detail-not-found', 'errors.notFound'), name: 'Not found (BFF empty)' };
export const Failed: Story = { ...inScenario('errors', 'detail-error', 'productEdit.loadError'), name: 'Error (BFF errors)' };
export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({ session: { email: SESSIONS.seller.email, starred: [] }, route: productRoute('full'), bff: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-loading', {}, LONG)).toBeVisible();
  },
};

export const Logs: Story = {
  name: 'Marketplace Logs tab (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: productRoute('full', '?tab=logs') }),
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByTestId('panel-logs', {}, LONG);
    await expect((await within(panel).findAllByTestId('data-row', {}, LONG)).length).toBeGreaterThan(0);
  },
};

/** A Chinese name of one character is taken and saved; the notice says so. */
export const ChineseTranslation: Story = {
  name: 'Translations: a 1-character Chinese name is saved (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: productRoute('single', '?tab=translations') }),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByTestId('panel-translations', {}, LONG));
    await userEvent.click(panel.getByTestId('translation-add'));
    const row = within(panel.getAllByTestId(/^translation-\d+$/).at(-1)!);
    await userEvent.selectOptions(row.getByLabelText(i18n.t('productEdit.translations.language')), 'zh');
    await userEvent.type(row.getByLabelText(i18n.t('productEdit.translations.name')), '衫');
    await userEvent.click(panel.getByTestId('translations-save'));
    await expect(await within(canvasElement.ownerDocument.body).findByText(i18n.t('productEdit.translations.saved'), {}, LONG)).toBeInTheDocument();
  },
};

/** The last variant deleted for real: the sandbox deletes the product, and the page moves to its Deleted Product view. */
export const DeleteLastVariant: Story = {
  name: 'Delete the last variant: the product moves to Deleted Products (BFF)',
  parameters: appParameters({
    session: SESSIONS.seller,
    route: productRoute('single', `?tab=variants&action=deleteVariant&variantId=${PRODUCTS.single.variants[0]!.id}`),
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('detail-screen', {}, LONG);
    const dialog = within(await portalDialog(canvasElement, 'dialog-deleteVariant'));
    await expect(dialog.getByTestId('delete-last')).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await within(canvasElement).findByTestId('deleted-notice', {}, LONG)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(String(PRODUCTS.single.product.id)), LONG);
  },
};

export const FilledTr = inTurkish(Filled);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const LogsTr = inTurkish(Logs);
export const ChineseTranslationTr = inTurkish(ChineseTranslation);
export const DeleteLastVariantTr = inTurkish(DeleteLastVariant);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
