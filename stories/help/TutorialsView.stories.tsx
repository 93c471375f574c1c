import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TutorialsView } from '@web/features/help/views/TutorialsView';
import { QuestionsListView } from '@web/features/questions/views/QuestionsListView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf } from '../support/demo-data';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { EDITOR, TURKISH_SELLER } from './help-data';

/** /tutorials in the shell: the guide is the URL, and a guide's button opens its screen. */
const meta = {
  title: 'Help/Tutorials (in the app)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: pathOf('tutorials'), element: <TutorialsView /> },
        { path: pathOf('questions'), element: <QuestionsListView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: TURKISH_SELLER, route: pathOf('tutorials') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndOpen: Story = {
  name: 'Choosing a guide, then opening its screen (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('tutorial-firstImport', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByTestId('tutorial-link-answerQuestion'));
    await expect(await canvas.findByTestId('tutorial-answerQuestion', {}, LONG)).toBeVisible();
    await expect(canvas.getByTestId('tutorial-open')).toHaveTextContent(i18n.t('help.tutorials.open', { screen: i18n.t('routes.questions') }));
    await userEvent.click(canvas.getByTestId('tutorial-open'));
    await expect(await canvas.findByTestId('list-questions', {}, LONG)).toBeVisible();
  },
};
export const GuideInUrl: Story = {
  name: 'A guide named in the URL',
  parameters: appParameters({ session: TURKISH_SELLER, route: `${pathOf('tutorials')}?guide=crossCategory` }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('tutorial-crossCategory', {}, LONG)).toBeVisible();
  },
};
export const Editor: Story = {
  name: 'The editor reads the guides without links to seller screens',
  parameters: appParameters({ session: EDITOR, route: `${pathOf('tutorials')}?guide=shipOrder` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('tutorial-not-permitted', {}, LONG)).toBeVisible();
    await expect(canvas.queryByTestId('screen-link-orders')).toBeNull();
  },
};
export const ChooseAndOpenTr = inTurkish(ChooseAndOpen);
export const GuideInUrlTr = inTurkish(GuideInUrl);
export const EditorTr = inTurkish(Editor);
