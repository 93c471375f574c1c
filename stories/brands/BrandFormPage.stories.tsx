import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BrandAnswer } from '@contract/catalog/brand.api';
import { pathOf } from '@contract/routes';
import { BrandFormPage } from '@web/features/brands/pages/BrandFormPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { CROSSED_BRAND } from './brand-data';

const IDLE = { submitting: false, error: null, succeeded: false };
const brand = CROSSED_BRAND.brand;

const meta = {
  title: 'Brands/Add and Edit Brand',
  component: BrandFormPage,
  args: { state: readyDetail(CROSSED_BRAND, brand.id), command: IDLE, listHref: pathOf('brands'), onSubmit: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <BrandFormPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof BrandFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  name: 'Filled: Edit Brand',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('brand-id')).toHaveTextContent(String(brand.id));
    await expect(canvas.getByLabelText(i18n.t('brands.form.name'))).toHaveValue(brand.name);
    const crossed = brand.crossings.filter((crossing) => crossing.status === 'crossed');
    await expect(canvas.getByTestId(`input-crossings.${crossed[0]!.marketplace}.remoteBrandId`)).toHaveValue(crossed[0]!.remoteBrandId);
    await userEvent.click(canvas.getByTestId('brand-submit'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: brand.name, crossings: expect.arrayContaining([expect.objectContaining({ marketplace: crossed[0]!.marketplace })]) }),
    );
  },
};

/** Add Brand starts empty; an empty name says 'Please fill out this field.' and nothing is sent. */
export const Add: Story = {
  name: 'Empty: Add Brand, name missing',
  args: { state: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('brand-id')).toBeNull();
    await userEvent.click(canvas.getByTestId('brand-submit'));
    await expect(await canvas.findByText(i18n.t('validation.fillOutField'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameInUse: Story = {
  name: 'Refused: the name is in use',
  args: { command: { ...IDLE, error: { ...apiFailure('brandNameInUse'), fields: { name: 'errors.brandNameInUse' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.brandNameInUse'));
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { command: { ...IDLE, submitting: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('brand-submit')).toBeDisabled();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<BrandAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { state: failedDetail<BrandAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<BrandAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('detail-error')).toHaveTextContent(i18n.t('brands.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('detail.states.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EditTr = inTurkish(Edit);
export const AddTr = inTurkish(Add);
export const NameInUseTr = inTurkish(NameInUse);
export const SavingTr = inTurkish(Saving);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
