import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { parseLeadTimeQuery, type LeadTimeListAnswer } from '@contract/admin-lead-times/lead-time.types';
import type { RawQuery } from '@contract/lists/list-query';
import { pathOf } from '@contract/routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { listLeadTimes } from '@mocks/world/catalog/lead-times';
import { createWorld } from '@mocks/world/world';
import { AdminLeadTimesPage, type AdminLeadTimesPageProps } from '@web/features/admin-lead-times/pages/AdminLeadTimesPage';
import { i18n } from '@web/lib/i18n';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList, STORY_NOW } from '../support/order-data';
import { inTurkish } from '../support/turkish';

const world = createWorld({ now: STORY_NOW });
const query = (raw: RawQuery = { companyId: '1001' }) => parseLeadTimeQuery(raw);
const page: LeadTimeListAnswer = listLeadTimes(world, query());
const handlers = () => ({ onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() });
const finished = (fields: Partial<Transaction>): StaffImportState => ({
  status: 'finished',
  fileName: 'lead-times.xlsx',
  error: null,
  transaction: {
    id: 'tx-lead-1',
    companyId: 0,
    date: new Date(STORY_NOW).toISOString(),
    updatedAt: new Date(STORY_NOW).toISOString(),
    status: 'warning',
    method: 'leadTimeImport',
    file: 'lead-times.xlsx',
    importErrorFile: 'lead-times-errors.xlsx',
    error: null,
    childErrors: [
      {
        code: 'row 4',
        message: 'Category ID: There is no category with the ID 99999.',
        reasons: [{ code: 'imports.reasons.categoryUnknown', column: 'Category ID', params: { categoryId: 99999 } }],
      },
    ],
    rows: 3,
    progress: { done: 3, total: 3 },
    createdBy: 'usr-admin',
    ...fields,
  },
});

function args(overrides: Partial<AdminLeadTimesPageProps> = {}): AdminLeadTimesPageProps {
  return {
    query: query(),
    state: readyList(page),
    ...handlers(),
    upload: { status: 'idle', fileName: null, transaction: null, error: null },
    templateHref: '/api/admin/lead-time-template?lang=en',
    errorFileUrl: (id, language) => `/api/admin/lead-time-imports/${id}/error-file?lang=${language}`,
    onSendFile: fn(),
    onUploadReset: fn(),
    ...overrides,
  };
}

const meta = {
  title: 'Admin/Lead time tools',
  component: AdminLeadTimesPage,
  args: args(),
  parameters: appParameters({ route: `${pathOf('adminLeadTimeTools')}?companyId=1001` }),
  render: (props) => (
    <Padded>
      <AdminLeadTimesPage {...props} />
    </Padded>
  ),
} satisfies Meta<typeof AdminLeadTimesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = page.items[0]!;
export const Filled: Story = {
  name: 'Filled: a company’s categories with their products and days',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.items.length, page.pageSize));
    const days =
      first.minDays === first.maxDays
        ? i18n.t('adminLeadTimes.days', { count: first.minDays })
        : i18n.t('adminLeadTimes.daysRange', { min: first.minDays, max: first.maxDays });
    await expect(rows[0]).toHaveTextContent(days);
  },
};
export const FilledTr = inTurkish(Filled);

export const NoCompany: Story = {
  name: 'No company chosen: the list says to choose one',
  args: args({ query: query({}), state: readyList({ ...page, items: [], total: 0, tabCounts: { all: 0 } }) }),
  parameters: appParameters({ route: pathOf('adminLeadTimeTools') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminLeadTimes.companyRequired'));
  },
};
export const NoCompanyTr = inTurkish(NoCompany);
export const Loading: Story = { args: args({ state: loadingList() }) };
export const Empty: Story = {
  args: args({ query: query({ companyId: '1001', q: 'nothing' }), state: readyList({ ...page, items: [], total: 0, tabCounts: { all: 0 } }) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminLeadTimes.empty'));
  },
};
export const Failed: Story = {
  name: 'Error',
  args: args({ state: failedList(apiFailure('downstreamUnavailable')) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminLeadTimes.loadError'));
  },
};

export const FileRunning: Story = {
  name: 'File: the rows being applied',
  args: args({ upload: { ...finished({ status: 'inProgress', importErrorFile: null, childErrors: [], progress: { done: 1, total: 4 } }), status: 'running' } }),
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByTestId('lead-time-file-progress');
    await expect(progress).toHaveAttribute('aria-label', i18n.t('staffImport.progress', { done: 1, total: 4 }));
    await expect(within(canvasElement).getByTestId('lead-time-file-submit')).toBeDisabled();
  },
};
export const FileWarning: Story = {
  name: 'File: a row naming no category, with the error file',
  args: args({ upload: finished({}) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('lead-time-file-rows')).toHaveTextContent(i18n.t('imports.reasons.categoryUnknown', { categoryId: 99999 }));
    await expect(canvas.getByTestId('lead-time-error-file')).toHaveAttribute('download', 'lead-times-errors.xlsx');
  },
};
export const FileWarningTr = inTurkish(FileWarning);
