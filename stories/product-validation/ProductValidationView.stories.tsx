import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductValidationView } from '@web/features/product-validation/views/ProductValidationView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /products/product-validation in the shell, signed in as Ayşe (her company is on the configured list). */
const meta = {
  title: 'Products/Product Validation (through the BFF)',
  render: () => (
    <InMainLayout>
      <ProductValidationView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('productValidation') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const throughBff = (scenario: MockScenario, outcome: 'rows' | 'empty' | 'error' | 'loading'): Story => ({
  parameters: appParameters({ session: { email: SESSIONS.seller.email, starred: [] }, route: pathOf('productValidation'), bff: { scenario, slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (outcome === 'rows') await expect((await canvas.findAllByTestId('validation-problems', {}, LONG)).length).toBeGreaterThan(0);
    if (outcome === 'empty') await expect(await canvas.findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('productValidation.noErrors'));
    if (outcome === 'error') await expect(await canvas.findByTestId('list-error', {}, LONG)).toHaveTextContent(i18n.t('productValidation.loadError'));
    if (outcome === 'loading') await expect(await canvas.findByTestId('list-loading', {}, LONG)).toBeVisible();
  },
});

export const Filled: Story = { ...throughBff('default', 'rows'), name: 'Filled (BFF default)' };
export const Empty: Story = { ...throughBff('empty', 'empty'), name: 'No validation errors (BFF empty)' };
export const Failed: Story = { ...throughBff('errors', 'error'), name: 'Error (BFF errors)' };
export const Slow: Story = { ...throughBff('slow', 'loading'), name: 'Loading (BFF slow)' };

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
