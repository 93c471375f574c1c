import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paginate } from '@contract/lists/list-query';
import { COLUMNS_STORAGE_KEY } from '@web/components/list/column-visibility';
import { ListScreen, type ListScreenProps } from '@web/components/list/ListScreen';
import { formatDate, formatMoney } from '@web/lib/format';
import { appParameters } from '../../../.storybook/story-parameters';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../../support/globals';
import { Padded } from '../../support/layouts';
import {
  SAMPLE_FILTERS,
  SAMPLE_TABS,
  sampleBulkActions,
  sampleColumns,
  sampleCounts,
  sampleKey,
  sampleRecords,
  sampleToolbar,
  validateSampleFilters,
  type SampleRecord,
  type SampleTab,
} from './sample-data';
import { SampleListView } from './SampleListView';

type Props = ListScreenProps<SampleRecord, SampleTab>;
const activeRows = sampleRecords.filter((row) => row.tab === 'active');
const columns = sampleColumns({ money: (amount, currency) => formatMoney(amount, currency), date: (value) => formatDate(value) });

const meta = {
  title: 'Components/List/ListScreen',
  render: (args) => (
    <Padded>
      <ListScreen<SampleRecord, SampleTab> {...args} />
    </Padded>
  ),
  args: {
    listId: 'story-samples',
    titleKey: 'storySamples.title',
    columns,
    rowKey: sampleKey,
    rows: paginate(activeRows, 1, 10),
    total: activeRows.length,
    page: 1,
    pageSize: 10,
    status: 'ready',
    errorKey: 'storySamples.loadError',
    tabs: { tabs: SAMPLE_TABS, active: 'active', counts: sampleCounts(sampleRecords), onChange: fn() },
    filters: { fields: SAMPLE_FILTERS, values: {}, validate: validateSampleFilters, onApply: fn(), onReset: fn() },
    sort: { field: 'created', direction: 'desc' },
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onRowClick: fn(),
    toolbar: sampleToolbar(fn()),
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(10);
    await expect(canvas.getByTestId('page-range')).toHaveTextContent(/1.10/);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0, tabs: { tabs: SAMPLE_TABS, active: 'active', counts: null, onChange: fn() } },
};

/** A reload: the last rows stay, dimmed, under a small spinner; counts of the tabs still coming. */
export const Reloading: Story = {
  args: { status: 'loading', tabs: { tabs: SAMPLE_TABS, active: 'active', counts: { active: 24 }, onChange: fn() } },
};

export const Empty: Story = {
  args: { rows: [], total: 0, tabs: { tabs: SAMPLE_TABS, active: 'archived', counts: { active: 24, paused: 12, archived: 0 }, onChange: fn() } },
};

export const Failed: Story = { name: 'Error', args: { status: 'error', rows: [], total: 0 } };

export const WithSelection: Story = {
  name: 'With selection',
  args: {
    selection: { selected: activeRows.slice(1, 4).map(sampleKey), onChange: fn() },
    bulkActions: sampleBulkActions(fn()),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bulk-bar')).toBeVisible();
  },
};

/** The city and created columns hidden by this user before (localStorage), the note column hidden by default. */
export const HiddenColumns: Story = {
  name: 'Hidden columns',
  args: { listId: 'story-hidden-columns' },
  beforeEach: () => {
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify({ 'story-hidden-columns': { city: false, created: false } }));
    return () => localStorage.removeItem(COLUMNS_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const FilterProblems: Story = {
  name: 'Filter problems (from the URL values)',
  args: {
    filters: {
      fields: SAMPLE_FILTERS,
      values: { from: '2026-03-01', to: '2026-03-20', code: '123' },
      validate: validateSampleFilters,
      onApply: fn(),
      onReset: fn(),
    },
  },
};

/** Every control works: tabs, filters (with their rules), sorting, pages, selection; the URL keeps it all. */
export const Interactive: StoryObj<{ onAction: (what: string) => void }> = {
  name: 'Interactive (URL state)',
  args: { onAction: fn() },
  render: ({ onAction }) => (
    <Padded>
      <SampleListView onAction={onAction} />
    </Padded>
  ),
  parameters: appParameters({ route: '/samples?tab=paused&pageSize=10' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(10);
    await userEvent.click(canvas.getByTestId('tab-archived'));
    await waitFor(() => expect(canvas.getByTestId('tab-archived')).toHaveAttribute('aria-selected', 'true'));
  },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDarkWithSelection: Story = { ...WithSelection, name: 'Turkish dark, with selection', globals: TURKISH_DARK };
export const TurkishError: Story = { ...Failed, name: 'Turkish error', globals: TURKISH_LIGHT };
