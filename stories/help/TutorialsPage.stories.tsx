import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathOf, type RouteId } from '@contract/routes';
import { TutorialsPage } from '@web/features/help/pages/TutorialsPage';
import { GUIDES, type Guide, type GuideId } from '@web/features/help/tutorials/guides';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { paddedRender } from '../support/layouts';

const guide = (id: GuideId): Guide => GUIDES.find((each) => each.id === id)!;

/** The tutorials page from props: each guide with its picture, numbered steps and links to its screens. */
const meta = {
  title: 'Help/Tutorials page',
  component: TutorialsPage,
  args: { guide: guide('firstImport'), hrefOf: (each: Guide) => `?guide=${each.id}`, canOpen: (_screen: RouteId): boolean => true },
  parameters: appParameters({ route: pathOf('tutorials') }),
  render: paddedRender(TutorialsPage),
} satisfies Meta<typeof TutorialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const guideStory = (id: GuideId): Story => ({
  name: `Guide: ${id}`,
  args: { guide: guide(id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = guide(id);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t(`help.tutorials.guides.${id}.title`));
    await expect(within(canvas.getByTestId('tutorial-steps')).getAllByRole('listitem')).toHaveLength(shown.steps.length);
    await expect(canvas.getByTestId('tutorial-illustration')).toBeVisible();
    await expect(canvas.getByTestId('tutorial-open')).toHaveAttribute('href', pathOf(shown.screen));
    await expect(canvas.getByTestId(`tutorial-link-${id}`)).toHaveAttribute('aria-current', 'page');
  },
});

export const FirstImport = guideStory('firstImport');
export const CancelOrderItem = guideStory('cancelOrderItem');
export const AnswerQuestion = guideStory('answerQuestion');
export const CrossCategory = guideStory('crossCategory');
export const ShipOrder = guideStory('shipOrder');
export const Editor: Story = {
  name: 'The editor: screens named, not linked',
  args: { guide: guide('cancelOrderItem'), canOpen: () => false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tutorial-not-permitted')).toHaveTextContent(i18n.t('help.tutorials.notPermitted'));
    await expect(canvas.queryByTestId('screen-link-orders')).toBeNull();
  },
};
export const FirstImportTr: Story = { ...FirstImport, name: 'Guide: firstImport (Türkçe)', globals: TURKISH_LIGHT };
export const CancelOrderItemTr: Story = { ...CancelOrderItem, name: 'Guide: cancelOrderItem (Türkçe)', globals: TURKISH_LIGHT };
export const AnswerQuestionTr: Story = { ...AnswerQuestion, name: 'Guide: answerQuestion (Türkçe)', globals: TURKISH_LIGHT };
export const CrossCategoryDarkTr: Story = { ...CrossCategory, name: 'Guide: crossCategory, Turkish dark', globals: TURKISH_DARK };
export const ShipOrderDark: Story = { ...ShipOrder, name: 'Guide: shipOrder, English dark', globals: ENGLISH_DARK };
export const EditorTr: Story = { ...Editor, name: 'The editor (Türkçe)', globals: TURKISH_LIGHT };
