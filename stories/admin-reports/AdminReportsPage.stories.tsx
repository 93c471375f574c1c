import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminReportsPage, type AdminReportsPageProps } from '@web/features/admin-reports/pages/AdminReportsPage';
import { formatMoney } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { listPageHandlers } from '../support/list-states';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { AUDIT_ENTRIES, auditPage, auditQuery, reportFigures, reportPage, reportQuery } from './report-data';

const ready = <T,>(data: T) => ({ status: 'ready' as const, data, error: null });
const noRows = { items: [], total: 0, tabCounts: { all: 0 } };

function args(overrides: Partial<AdminReportsPageProps> = {}): AdminReportsPageProps {
  return {
    view: 'operational',
    onViewChange: fn(),
    report: { query: reportQuery(), state: readyList(reportPage), ...listPageHandlers() },
    summary: ready(reportFigures),
    onExport: fn(),
    audit: { query: auditQuery(), state: readyList({ ...auditPage, tabCounts: { all: auditPage.total } }), ...listPageHandlers() },
    chain: ready({ whole: true, checked: 2 }),
    ...overrides,
  };
}

const meta = {
  title: 'Admin/Reports',
  component: AdminReportsPage,
  args: args(),
  parameters: appParameters({ route: `${pathOf('adminReports')}?from=2026-01-01&to=2026-01-14` }),
  render: (props) => (
    <Padded>
      <AdminReportsPage {...props} />
    </Padded>
  ),
} satisfies Meta<typeof AdminReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: GMV, orders and cancellations per company and marketplace',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('report-total-gmv')).toHaveTextContent(formatMoney(reportFigures.totals.gmv, 'EUR'));
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(reportPage.items.length, reportPage.pageSize));
    await expect(canvas.getAllByTestId('data-row')[0]).toHaveTextContent(reportPage.items[0]!.companyName);
    await expect(canvas.getByTestId('report-days-chart')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('exports.action') }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};
export const FilledTr = inTurkish(Filled);

export const Loading: Story = {
  args: args({ report: { ...args().report, state: loadingList() }, summary: { status: 'loading', data: null, error: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('list-loading')).toBeVisible();
    await expect(canvas.getByText(i18n.t('adminReports.summary.loading'))).toBeVisible();
  },
};
export const LoadingTr = inTurkish(Loading);

export const Empty: Story = {
  args: args({ report: { ...args().report, state: readyList({ ...reportPage, ...noRows }) } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminReports.empty'));
  },
};
export const EmptyTr = inTurkish(Empty);

export const Failed: Story = {
  name: 'Error',
  args: args({
    report: { ...args().report, state: failedList(apiFailure('downstreamUnavailable')) },
    summary: { status: 'error', data: null, error: apiFailure('downstreamUnavailable') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('list-error')).toHaveTextContent(i18n.t('adminReports.loadError'));
    await expect(canvas.getByText(i18n.t('adminReports.summary.loadError'))).toBeVisible();
  },
};
export const FailedTr = inTurkish(Failed);

const [outcome] = AUDIT_ENTRIES;
export const AuditChainWhole: Story = {
  name: 'Audit trail: entries newest first, the chain whole',
  args: args({ view: 'audit' }),
  parameters: appParameters({ route: `${pathOf('adminReports')}?view=audit` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('audit-chain')).toHaveTextContent(i18n.t('adminReports.audit.chain.whole', { count: 2 }));
    await expect(canvas.getByTestId(`audit-admin-${outcome!.id}`)).toHaveTextContent('admin@demo.tezgah.dev');
    await expect(canvas.getByTestId(`audit-company-${outcome!.id}`)).toHaveTextContent('1003');
    await userEvent.click(within(canvas.getByTestId(`audit-changes-${outcome!.id}`)).getByText(i18n.t('adminReports.audit.show')));
    await expect(canvas.getByTestId(`audit-changes-${outcome!.id}`)).toHaveTextContent('"importState": "suspended"');
  },
};
export const AuditChainWholeTr = inTurkish(AuditChainWhole);

export const AuditChainBroken: Story = {
  name: 'Audit trail: the chain broken at an entry',
  args: args({ view: 'audit', chain: ready({ whole: false, brokenAt: 1, checked: 1 }) }),
  parameters: appParameters({ route: `${pathOf('adminReports')}?view=audit` }),
  play: async ({ canvasElement }) => {
    const chain = within(canvasElement).getByTestId('audit-chain');
    await expect(chain).toHaveAttribute('data-state', 'broken');
    await expect(chain).toHaveTextContent(i18n.t('adminReports.audit.chain.broken', { id: 1 }));
  },
};
export const AuditChainBrokenTr = inTurkish(AuditChainBroken);

export const AuditEmpty: Story = {
  name: 'Audit trail: nothing matches, the chain being checked',
  args: args({
    view: 'audit',
    audit: { ...args().audit, state: readyList({ ...auditPage, ...noRows }) },
    chain: { status: 'loading', data: null, error: null },
  }),
  parameters: appParameters({ route: `${pathOf('adminReports')}?view=audit&action=nothing` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('list-empty')).toHaveTextContent(i18n.t('adminReports.audit.empty'));
    await expect(canvas.getByTestId('audit-chain')).toHaveTextContent(i18n.t('adminReports.audit.chain.checking'));
  },
};
export const AuditEmptyTr = inTurkish(AuditEmpty);
