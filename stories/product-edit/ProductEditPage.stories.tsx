import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer } from '@contract/catalog/product.api';
import type { ProductEditPageProps } from '@web/features/product-edit/pages/ProductEditPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { productArgs, ProductEditWithUrl } from './product-edit-args';
import { PRODUCTS, productRoute } from './product-edit-data';

const meta = {
  title: 'Product edit/Product edit',
  component: ProductEditWithUrl,
  args: productArgs('full'),
  parameters: appParameters({ route: productRoute('full') }),
} satisfies Meta<ProductEditPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));
const onTab = (tab: string, sample: keyof typeof PRODUCTS = 'full') => appParameters({ route: productRoute(sample, `?tab=${tab}`) });
const full = PRODUCTS.full;

export const Basic: Story = {
  name: 'Filled: Basic tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(String(full.product.id));
    await expect(canvas.getByLabelText(i18n.t('productEdit.fields.name'))).toHaveValue(full.product.name);
  },
};

export const BasicInvalid: Story = {
  name: 'Basic tab: a name under 10 characters, refused under the field',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(i18n.t('productEdit.fields.name')));
    await userEvent.type(canvas.getByLabelText(i18n.t('productEdit.fields.name')), 'Short');
    await userEvent.click(canvas.getByTestId('basic-save'));
    await expect(await canvas.findByTestId('error-name')).toHaveTextContent(i18n.t('validation.textTooShort'));
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const BasicRefused: Story = {
  name: 'Basic tab: the server refused, the form keeps its values',
  args: productArgs('full', {
    commandOf: (name) => ({ submitting: false, succeeded: false, error: name === 'updateBasic' ? apiFailure('categoryRestricted') : null }),
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.categoryRestricted'));
  },
};

export const Variants: Story = {
  name: 'Filled: Variants tab',
  parameters: onTab('variants'),
  play: async ({ canvasElement }) => {
    const tab = panel(canvasElement, 'variants');
    for (const variant of full.variants) await expect(tab.getByTestId(`variant-${variant.id}`)).toHaveTextContent(variant.sku);
    await expect(tab.getAllByTestId('variant-attributes')).toHaveLength(full.variants.length);
  },
};

export const LockedVariant: Story = {
  name: 'Variants tab: a variant locked on a marketplace',
  args: productArgs('locked'),
  parameters: onTab('variants', 'locked'),
  play: async ({ canvasElement }) => {
    const lock = panel(canvasElement, 'variants').getAllByTestId('variant-lock')[0]!;
    await expect(lock).toHaveTextContent(i18n.t('productEdit.variants.lockStates.locked'));
  },
};

export const NoVariants: Story = {
  name: 'Variants tab: empty',
  args: productArgs('full', { state: readyDetail<ProductEditAnswer>({ ...full, variants: [] }, full.product.id) }),
  parameters: onTab('variants'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'variants').getByTestId('variants-empty')).toHaveTextContent(i18n.t('productEdit.variants.none'));
  },
};

export const Images: Story = {
  name: 'Filled: Images tab',
  parameters: onTab('images'),
  play: async ({ canvasElement }) => {
    const tab = panel(canvasElement, 'images');
    await expect(tab.getByTestId('image-default')).toBeVisible();
    await expect(tab.getByTestId('image-upload')).toBeVisible();
  },
};

export const ImageRefusedBeforeUpload: Story = {
  name: 'Images tab: a GIF is refused before it is sent',
  parameters: onTab('images'),
  play: async ({ canvasElement, args }) => {
    const tab = panel(canvasElement, 'images');
    await userEvent.upload(tab.getByLabelText(i18n.t('productEdit.images.file')), new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await tab.findByTestId('image-file-error')).toHaveTextContent(i18n.t('validation.imageExtension'));
    await expect(tab.getByTestId('image-submit')).toBeDisabled();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const Translations: Story = {
  name: 'Filled: Translations tab',
  parameters: onTab('translations'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'translations').getByTestId('translations-form')).toBeVisible();
  },
};

export const MarketplaceSales: Story = {
  name: 'Filled: Marketplace Sales tab',
  parameters: onTab('marketplaceSales'),
  play: async ({ canvasElement }) => {
    const tab = panel(canvasElement, 'marketplaceSales');
    for (const setting of full.marketplaces) await expect(tab.getByTestId(`sales-${setting.marketplace}`)).toBeVisible();
  },
};

export const Logs: Story = {
  name: 'Filled: Marketplace Logs tab',
  parameters: onTab('logs'),
  play: async ({ canvasElement, args }) => {
    await expect(panel(canvasElement, 'logs').getAllByTestId('data-row')).toHaveLength(args.logs.data?.items.length ?? -1);
  },
};

export const LogsLoading: Story = {
  name: 'Marketplace Logs tab: loading',
  args: { logs: loadingDetail<ProductLogsAnswer>() },
  parameters: onTab('logs'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'logs').getByTestId('logs-loading')).toBeVisible();
  },
};
export const LogsEmpty: Story = {
  name: 'Marketplace Logs tab: empty',
  args: { logs: readyDetail<ProductLogsAnswer>({ items: [] }, full.product.id) },
  parameters: onTab('logs'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'logs').getByTestId('logs-empty')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};
export const LogsFailed: Story = {
  name: 'Marketplace Logs tab: error',
  args: { logs: failedDetail<ProductLogsAnswer>(apiFailure('downstreamUnavailable')) },
  parameters: onTab('logs'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'logs').getByTestId('logs-error')).toHaveTextContent(i18n.t('productEdit.logs.loadError'));
  },
};

export const Ratings: Story = {
  name: 'Filled: Ratings tab',
  parameters: onTab('ratings'),
  play: async ({ canvasElement, args }) => {
    for (const rating of args.ratings.data?.items ?? [])
      await expect(panel(canvasElement, 'ratings').getByTestId(`rating-${rating.marketplace}`)).toBeVisible();
  },
};

export const RatingsLoading: Story = {
  name: 'Ratings tab: loading',
  args: { ratings: loadingDetail<ProductRatingsAnswer>() },
  parameters: onTab('ratings'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'ratings').getByTestId('ratings-loading')).toBeVisible();
  },
};
export const RatingsEmpty: Story = {
  name: 'Ratings tab: empty',
  args: productArgs('unrated'),
  parameters: onTab('ratings', 'unrated'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'ratings').getByTestId('ratings-empty')).toHaveTextContent(i18n.t('productEdit.ratings.none'));
  },
};
export const RatingsFailed: Story = {
  name: 'Ratings tab: error',
  args: { ratings: failedDetail<ProductRatingsAnswer>(apiFailure('downstreamUnavailable')) },
  parameters: onTab('ratings'),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'ratings').getByTestId('ratings-error')).toHaveTextContent(i18n.t('productEdit.ratings.loadError'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<ProductEditAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};
export const NotFound: Story = {
  name: 'Not found',
  args: { state: failedDetail<ProductEditAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error: the variants could not be loaded (with Retry)',
  args: { state: failedDetail<ProductEditAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('productEdit.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const BasicTr = inTurkish(Basic);
export const BasicInvalidTr = inTurkish(BasicInvalid);
export const BasicRefusedTr = inTurkish(BasicRefused);
export const VariantsTr = inTurkish(Variants);
export const LockedVariantTr = inTurkish(LockedVariant);
export const NoVariantsTr = inTurkish(NoVariants);
export const ImagesTr = inTurkish(Images);
export const ImageRefusedBeforeUploadTr = inTurkish(ImageRefusedBeforeUpload);
export const TranslationsTr = inTurkish(Translations);
export const MarketplaceSalesTr = inTurkish(MarketplaceSales);
export const LogsTr = inTurkish(Logs);
export const LogsLoadingTr = inTurkish(LogsLoading);
export const LogsEmptyTr = inTurkish(LogsEmpty);
export const LogsFailedTr = inTurkish(LogsFailed);
export const RatingsTr = inTurkish(Ratings);
export const RatingsLoadingTr = inTurkish(RatingsLoading);
export const RatingsEmptyTr = inTurkish(RatingsEmpty);
export const RatingsFailedTr = inTurkish(RatingsFailed);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const VariantsDark: Story = { ...Variants, name: 'Variants tab, English dark', globals: ENGLISH_DARK };
