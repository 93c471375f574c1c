import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailScreen, type DetailScreenProps } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { useFormatters } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../../.storybook/story-parameters';
import { TURKISH_DARK, TURKISH_LIGHT } from '../../support/globals';
import { Padded } from '../../support/layouts';
import { sampleRecord as record } from './sample-detail';

function CreatedAt() {
  const format = useFormatters();
  return <>{format.dateTime(record.created)}</>;
}

function Summary() {
  const format = useFormatters();
  return (
    <FieldGrid
      fields={[
        { id: 'code', labelKey: 'storyDetail.fields.code', value: record.code },
        { id: 'name', labelKey: 'storyDetail.fields.name', value: record.name },
        { id: 'city', labelKey: 'storyDetail.fields.city', value: record.city },
        { id: 'amount', labelKey: 'storyDetail.fields.amount', value: format.money(record.amount, record.currency) },
        { id: 'created', labelKey: 'storyDetail.fields.created', value: format.dateTime(record.created) },
        { id: 'updated', labelKey: 'storyDetail.fields.updated', value: record.updated },
        { id: 'note', labelKey: 'storyDetail.fields.note', value: record.note },
        { id: 'address', labelKey: 'storyDetail.fields.address', value: record.address, wide: true },
      ]}
    />
  );
}

const meta = {
  title: 'Components/Detail/DetailScreen',
  render: (args) => (
    <Padded>
      <DetailScreen {...args} />
    </Padded>
  ),
  args: {
    titleKey: 'storyDetail.title',
    titleValues: { code: record.code },
    backTo: '/samples?tab=active',
    subtitle: <CreatedAt />,
    badges: [
      { id: 'active', labelKey: 'storyDetail.badges.active', color: 'success' },
      { id: 'verified', labelKey: 'storyDetail.badges.verified', color: 'info' },
    ],
    actions: [
      { id: 'edit', labelKey: 'storyDetail.actions.edit', onClick: fn(), variant: 'outline' },
      {
        id: 'archive',
        labelKey: 'storyDetail.actions.archive',
        onClick: fn(),
        color: 'danger',
        disabled: true,
        disabledReasonKey: 'storyDetail.actions.archiveBlocked',
      },
    ],
    tabs: [
      { id: 'summary', labelKey: 'storyDetail.tabs.summary', render: () => <Summary /> },
      { id: 'items', labelKey: 'storyDetail.tabs.items', count: record.items, render: () => <p>{i18n.t('storyDetail.itemsText', { count: record.items })}</p> },
      { id: 'history', labelKey: 'storyDetail.tabs.history', render: () => <p>{i18n.t('storyDetail.historyText')}</p> },
    ],
    status: 'ready',
    errorKey: 'storyDetail.loadError',
    onRetry: fn(),
  },
} satisfies Meta<DetailScreenProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('field-updated')).toHaveTextContent('—');
    await userEvent.click(canvas.getAllByRole('tab')[1]!);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3');
  },
};
export const OnTheHistoryTab: Story = { name: 'On a tab named by the URL', parameters: appParameters({ route: '/samples/01042?tab=history' }) };
export const Loading: Story = { args: { status: 'loading' } };
export const NotFound: Story = { name: 'Not found', args: { status: 'notFound' } };
export const Failed: Story = { name: 'Error', args: { status: 'error' } };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDarkError: Story = { ...Failed, name: 'Turkish dark, error', globals: TURKISH_DARK };
