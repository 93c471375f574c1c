import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { UrlFormDialog, type UrlFormDialogProps } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../../.storybook/story-parameters';
import { portalDialog } from '../../support/dialogs';
import { apiFailure } from '../../support/failures';
import { TURKISH_DARK, TURKISH_LIGHT } from '../../support/globals';
import { Padded } from '../../support/layouts';
import { sampleRecord } from './sample-detail';

interface RenameValues {
  name: string;
}
const renameSchema = yup.object({ name: yup.string().trim().required('validation.required').min(3, 'storyDetail.dialog.nameRule') });

/** A page with a button that opens the dialogs through the URL (`?action=rename&item=01042`). */
function Opener() {
  const { t } = useTranslation();
  const [active, open] = useUrlDialog();
  return (
    <button type="button" className="btn btn-primary" disabled={active !== null} onClick={() => open('rename', { item: sampleRecord.code })}>
      {t('storyDetail.dialog.open')}
    </button>
  );
}

type Props = UrlFormDialogProps<RenameValues>;
const meta = {
  title: 'Components/Detail/UrlDialog',
  render: (args) => (
    <Padded>
      <Opener />
      <UrlFormDialog<RenameValues> {...args} />
    </Padded>
  ),
  args: {
    name: 'rename',
    titleKey: 'storyDetail.dialog.renameTitle',
    titleValues: { code: sampleRecord.code },
    initialValues: { name: sampleRecord.name },
    validationSchema: renameSchema,
    submitKey: 'storyDetail.dialog.rename',
    onSubmit: fn(),
    children: () => <FormField name="name" labelKey="storyDetail.dialog.name" autoFocus />,
  },
  parameters: appParameters({ route: `/samples/${sampleRecord.code}?action=rename&item=${sampleRecord.code}` }),
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormOpen: Story = {
  name: 'Form dialog open (from the URL)',
  play: async ({ canvasElement }) => {
    const dialog = await portalDialog(canvasElement);
    const input = within(dialog).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'A');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    await expect(await within(dialog).findByText(/\b3\b/)).toBeVisible();
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const ServerError: Story = { name: 'Server error (values kept)', args: { error: apiFailure('downstreamUnavailable') } };
export const ScreenErrorText: Story = {
  name: "Server error with the screen's own text",
  args: { error: apiFailure('generic'), errorKey: 'storyDetail.dialog.renameFailed' },
};

export const Closed: Story = {
  name: 'Closed: the button opens it, Back closes it',
  parameters: appParameters({ route: `/samples/${sampleRecord.code}` }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await portalDialog(canvasElement)).toBeVisible();
  },
};

export const PlainDialog: StoryObj = {
  name: 'Plain dialog',
  render: () => (
    <Padded>
      <UrlDialog name="info" titleKey="storyDetail.dialog.infoTitle">
        {<InfoBody />}
      </UrlDialog>
    </Padded>
  ),
  parameters: appParameters({ route: '/samples?action=info' }),
};

function InfoBody() {
  const { t } = useTranslation();
  return <p className="mb-0">{t('storyDetail.dialog.infoBody')}</p>;
}

export const TurkishLight: Story = { ...FormOpen, name: 'Turkish light', globals: TURKISH_LIGHT, play: undefined };
export const TurkishDarkServerError: Story = { ...ServerError, name: 'Turkish dark, server error', globals: TURKISH_DARK };
