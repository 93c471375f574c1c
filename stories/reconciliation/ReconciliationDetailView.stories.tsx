import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { ReconciliationDetailView } from '@web/features/reconciliation/views/ReconciliationDetailView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { liveRoutes } from '../support/accounting-data';
import { SESSIONS } from '../support/demo-data';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /reconciliation-admin/:periodId in the shell against the BFF in the page: a closed period of Ayşe's company. */
const meta = {
  title: 'Reconciliation/Reconciliation details (through the BFF)',
  render: () => <InMainLayoutRoutes routes={[{ path: routeById('reconciliationDetail')?.path ?? '', element: <ReconciliationDetailView /> }]} />,
  parameters: appParameters({ session: SESSIONS.seller, route: liveRoutes.pastPeriod() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario, testId: string, textKey?: string, search = ''): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: `${liveRoutes.pastPeriod()}${search}`, bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByTestId(testId, {}, LONG);
    if (textKey) await expect(shown).toHaveTextContent(i18n.t(textKey));
  },
});

export const Filled: Story = { ...inScenario('default', 'period-totals'), name: 'Filled (BFF default)' };
export const Lines: Story = {
  name: 'Lines tab (BFF default)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${liveRoutes.pastPeriod()}?tab=lines` }),
  play: async ({ canvasElement }) => {
    const lines = await within(canvasElement).findByTestId('period-lines', {}, LONG);
    await expect((await within(lines).findAllByTestId('data-row', {}, LONG)).length).toBeGreaterThan(0);
  },
};
export const NotFound: Story = { ...inScenario('empty', 'detail-not-found', 'errors.notFound'), name: 'Not found (BFF empty)' };
export const Failed: Story = { ...inScenario('errors', 'detail-error', 'reconciliation.loadError'), name: 'Error (BFF errors)' };
export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({
    session: { email: SESSIONS.seller.email, starred: [] },
    route: liveRoutes.pastPeriod(),
    bff: { scenario: 'slow', slowMs: 3000 },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-loading', {}, LONG)).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const LinesTr = inTurkish(Lines);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
