import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import { pathOf } from '@contract/routes';
import { CategoryCrossPage } from '@web/features/categories/pages/CategoryCrossPage';
import { nameIn } from '@contract/localized-name';
import { currentLanguage, i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { commandIn, failedDetail, loadingDetail, readyDetail, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { COLOUR_ID, CROSS, noonCategories } from './taxonomy-data';

const route = (search: string) => `${pathOf('categoryCross', { categoryId: CROSS.category.id })}?${search}`;
const noon = CROSS.marketplaces.find((cross) => cross.marketplace === 'noon-ae')!;
const colour = noon.attributes.find((row) => row.attribute.id === COLOUR_ID)!;
const black = colour.attribute.values[0]!;
const found = noonCategories('shirts');

const meta = {
  title: 'Categories/Category cross',
  component: CategoryCrossPage,
  args: {
    state: readyDetail(CROSS, CROSS.category.id),
    marketplace: 'noon-ae',
    attributeId: null,
    valueId: null,
    canManage: true,
    commandOf: commandIn(),
    onCross: fn(),
    onUncross: fn(),
    onOpenDialog: fn(),
    onShowValues: fn(),
    found: readyList(found),
    onSearch: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <Padded>
      <CategoryCrossPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: route('marketplace=noon-ae') }),
} satisfies Meta<typeof CategoryCrossPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const panelOf = (canvasElement: HTMLElement, marketplace: string) => within(within(canvasElement).getByTestId(`cross-panel-${marketplace}`));

export const Crossed: Story = {
  name: 'Filled: crossed forever (staff)',
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'noon-ae');
    await expect(panel.getByTestId('category-cross-status')).toHaveTextContent(i18n.t('categories.crossStatus.crossed'));
    await expect(panel.getAllByTestId('data-row')).toHaveLength(noon.attributes.length);
    await userEvent.click(panel.getByTestId(`uncross-attribute-${COLOUR_ID}`));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('uncrossAttribute', { attribute: String(COLOUR_ID) });
  },
};

export const Values: Story = {
  name: 'Filled: values, auto crossed by name',
  args: { attributeId: COLOUR_ID },
  parameters: appParameters({ route: route(`marketplace=noon-ae&attribute=${COLOUR_ID}`) }),
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByTestId(`values-section-${COLOUR_ID}`));
    await expect(section.getByTestId(`value-crossed-${black.id}`)).toHaveTextContent(i18n.t('categories.cross.auto'));
    await userEvent.selectOptions(section.getByTestId(`value-select-${black.id}`), 'navy');
    await userEvent.click(section.getByTestId(`cross-value-${black.id}`));
    await expect(args.onCross).toHaveBeenCalledWith({ marketplace: 'noon-ae', attributeId: COLOUR_ID, valueId: black.id }, { remoteValueId: 'navy' });
  },
};

export const NeverCrossed: Story = {
  name: 'Empty: never crossed (seller: read only)',
  args: { marketplace: 'trendyol', canManage: false },
  parameters: appParameters({ route: route('marketplace=trendyol') }),
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement, 'trendyol');
    await expect(panel.getByTestId('not-crossed')).toHaveTextContent(i18n.t('categories.cross.neverNote'));
    await expect(panel.queryByTestId('cross-category')).toBeNull();
  },
};

export const PickCategory: Story = {
  name: 'Staff: pick their category and the sync mode',
  parameters: appParameters({ route: route('marketplace=noon-ae&action=crossCategory') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-crossCategory'));
    const option = found.items[0]!;
    await userEvent.click(dialog.getByLabelText(i18n.t('categories.cross.option', { path: option.path, id: option.id })));
    await userEvent.click(dialog.getByLabelText(`${i18n.t('categories.syncMode.once')}: ${i18n.t('categories.syncModeHint.once')}`));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCross).toHaveBeenCalledWith({ marketplace: 'noon-ae' }, { remoteCategoryId: option.id, syncMode: 'once' });
  },
};

export const UncrossValue: Story = {
  name: 'Staff: uncrossing a value asks first',
  args: { attributeId: COLOUR_ID, valueId: black.id },
  parameters: appParameters({ route: route(`marketplace=noon-ae&attribute=${COLOUR_ID}&action=uncrossValue&value=${black.id}`) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uncrossValue'));
    await expect(
      dialog.getByText(
        i18n.t('categories.cross.uncrossValueForeverText', {
          value: nameIn(black.name, currentLanguage()),
          attribute: nameIn(colour.attribute.name, currentLanguage()),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onUncross).toHaveBeenCalledWith({ marketplace: 'noon-ae', attributeId: COLOUR_ID, valueId: black.id });
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<CategoryCrossAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: "Not found ('Category not found')",
  args: { state: failedDetail<CategoryCrossAnswer>(apiFailure('categoryNotFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.categoryNotFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<CategoryCrossAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('detail-error')).toHaveTextContent(i18n.t('categories.cross.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('detail.states.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CrossedTr = inTurkish(Crossed);
export const ValuesTr = inTurkish(Values);
export const NeverCrossedTr = inTurkish(NeverCrossed);
export const PickCategoryTr = inTurkish(PickCategory);
export const UncrossValueTr = inTurkish(UncrossValue);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
