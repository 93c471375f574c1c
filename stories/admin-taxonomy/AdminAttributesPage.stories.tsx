import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminAttributesPage } from '@web/features/admin-taxonomy/pages/AdminAttributesPage';
import { AdminAttributesView } from '@web/features/admin-taxonomy/views/AdminAttributesView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { InMainLayout, paddedRender } from '../support/layouts';
import { listPageHandlers, listStateStories } from '../support/list-states';
import { commandIn, failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { ATTRIBUTE, attributeQuery, attributesPage, noAttributes } from './admin-taxonomy-data';

const route = pathOf('adminAttributes');
const query = attributeQuery();
const at = (search: string) => appParameters({ session: SESSIONS.admin, route: `${route}${search}` });
const value = ATTRIBUTE.values[0]!;

const meta = {
  title: 'Admin/Attributes',
  component: AdminAttributesPage,
  args: {
    query,
    list: readyList(attributesPage(query)),
    edited: ATTRIBUTE,
    detail: ATTRIBUTE,
    valueId: null,
    commandOf: commandIn(),
    ...listPageHandlers(),
    onOpenDialog: fn(),
    onCommand: fn(),
    onStatus: fn(),
  },
  parameters: appParameters({ session: SESSIONS.admin, route }),
  render: paddedRender(AdminAttributesPage),
} satisfies Meta<typeof AdminAttributesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: names in both languages, type, remote ID, status, values and where it is mandatory',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getAllByTestId(`values-${ATTRIBUTE.id}`)[0]!);
    await expect(args.onOpenDialog).toHaveBeenCalledWith('values', ATTRIBUTE.id);
  },
};
export const Empty: Story = {
  args: { list: readyList(noAttributes(query)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toBeVisible();
  },
};
export const Loading: Story = { args: { list: loadingList() } };
export const Failed: Story = {
  name: 'Error',
  args: { list: failedList(apiFailure('generic')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminTaxonomy.attributesLoadError'));
  },
};
export const CreateDialog: Story = {
  name: 'Create: an empty name is refused before sending',
  parameters: at('?action=create'),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect((await dialog.findAllByText(i18n.t('validation.fillOutField'))).length).toBeGreaterThan(0);
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};
export const EditDialog: Story = {
  args: { valueId: null },
  parameters: at(`?action=edit&item=${ATTRIBUTE.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByLabelText(i18n.t('adminTaxonomy.attributeForm.nameTr'))).toHaveValue(ATTRIBUTE.name.tr);
  },
};
export const ValuesDialog: Story = {
  name: 'Values: each in both languages, one added at the foot',
  parameters: at(`?action=values&item=${ATTRIBUTE.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getAllByTestId('value-row')).toHaveLength(ATTRIBUTE.values.length);
  },
};
export const EditValueDialog: Story = {
  args: { valueId: value.id },
  parameters: at(`?action=editValue&item=${ATTRIBUTE.id}&value=${value.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByLabelText(i18n.t('adminTaxonomy.attributeForm.name'))).toHaveValue(value.name.en);
  },
};
export const AddValueRefused: Story = {
  name: 'Adding a value refused: the attribute is gone',
  args: { commandOf: commandIn('addValue', { error: apiFailure('attributeNotFound') }) },
  parameters: at(`?action=values&item=${ATTRIBUTE.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.attributeNotFound'));
  },
};

export const EnglishDark: Story = { ...Filled, name: 'English dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const CreateDialogTr = inTurkish(CreateDialog);
export const EditDialogTr = inTurkish(EditDialog);
export const ValuesDialogTr = inTurkish(ValuesDialog);
export const EditValueDialogTr = inTurkish(EditValueDialog);
export const AddValueRefusedTr = inTurkish(AddValueRefused);

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminTaxonomy.attributesLoadError' });
const onMockLayer = (story: Story): Story => ({
  ...story,
  render: () => (
    <InMainLayout>
      <AdminAttributesView />
    </InMainLayout>
  ),
});
export const ScreenFilled: Story = { ...onMockLayer(states.Filled as Story), name: 'Screen (mock layer): filled' };
export const ScreenFailed: Story = { ...onMockLayer(states.Failed as Story), name: 'Screen (mock layer): error' };
export const ScreenSlow: Story = { ...onMockLayer(states.Slow as Story), name: 'Screen (mock layer): loading' };
