import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import type { ProductEditPageProps } from '@web/features/product-edit/pages/ProductEditPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { productArgs, ProductEditWithUrl } from './product-edit-args';
import { PRODUCTS, productRoute } from './product-edit-data';

/** Product edit's tabs with nothing to show yet: no images, no translations, no marketplace listing, no variants at all. */
const meta = {
  title: 'Product edit/Product edit, empty tabs',
  component: ProductEditWithUrl,
  args: productArgs('single'),
  parameters: appParameters({ route: productRoute('single') }),
} satisfies Meta<ProductEditPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const single = PRODUCTS.single;
const bare: ProductEditAnswer = {
  ...single,
  product: { ...single.product, translations: [] },
  variants: single.variants.map((variant) => ({ ...variant, defaultImage: null, extraImages: [], translations: [], marketplaces: [], locks: [] })),
};
const withState = (answer: ProductEditAnswer) => productArgs('single', { state: readyDetail(answer, answer.product.id) });
const onTab = (tab: string) => appParameters({ route: productRoute('single', `?tab=${tab}`) });
const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));

export const NoImages: Story = {
  name: 'Images tab: no images yet',
  args: withState(bare),
  parameters: onTab('images'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'images').getByTestId('no-default-image')).toHaveTextContent(i18n.t('productEdit.images.noDefault'));
  },
};

export const ImagesWithoutVariants: Story = {
  name: 'Images tab: no variants to hold images',
  args: withState({ ...bare, variants: [] }),
  parameters: onTab('images'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'images').getByText(i18n.t('productEdit.images.noVariants'))).toBeVisible();
  },
};

export const NoTranslations: Story = {
  name: 'Translations tab: none yet',
  args: withState(bare),
  parameters: onTab('translations'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'translations').getByTestId('translations-empty')).toHaveTextContent(i18n.t('productEdit.translations.none'));
  },
};

export const NotListed: Story = {
  name: 'Marketplace Sales tab: on no marketplace yet',
  args: withState(bare),
  parameters: onTab('marketplaceSales'),
  play: async ({ canvasElement }) => {
    const setting = single.marketplaces[0]!;
    await expect(panel(canvasElement, 'marketplaceSales').getByTestId(`sales-${setting.marketplace}`)).toHaveTextContent(
      i18n.t('productEdit.sales.notListed', { marketplace: i18n.t(`marketplaces.${setting.marketplace}`) }),
    );
  },
};

export const NoLocks: Story = {
  name: 'Variants tab: not locked anywhere, on no marketplace',
  args: withState(bare),
  parameters: onTab('variants'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'variants').getByTestId('no-locks')).toHaveTextContent(i18n.t('productEdit.variants.noLocks'));
  },
};

export const NoImagesTr = inTurkish(NoImages);
export const ImagesWithoutVariantsTr = inTurkish(ImagesWithoutVariants);
export const NoTranslationsTr = inTurkish(NoTranslations);
export const NotListedTr = inTurkish(NotListed);
export const NoLocksTr = inTurkish(NoLocks);
