import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { QuestionRow } from '@contract/questions/question.api';
import type { QuestionTab } from '@contract/questions/question.query';
import { pathOf } from '@contract/routes';
import { QuestionsListPage } from '@web/features/questions/pages/QuestionsListPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { noQuestions, questionQuery, questionsPage, storyClock } from './question-data';

const query = questionQuery();
const page = questionsPage(query);

const meta = {
  title: 'Questions/Questions list',
  component: QuestionsListPage,
  args: {
    query,
    state: readyList(page),
    ...listPageHandlers(),
    onOpenReadyAnswers: fn(),
    clock: storyClock,
  },
  parameters: appParameters({ route: pathOf('questions') }),
  render: paddedRender(QuestionsListPage),
} satisfies Meta<typeof QuestionsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: waiting for you, soonest expiry first, counting down, one line a row under folded filters',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-awaitingSeller')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('tab-count-awaitingSeller')).toHaveTextContent(formatNumber(page.tabCounts.awaitingSeller));
    const first = page.items[0]!;
    await expect(within(rows[0]!).getByRole('link', { name: first.subject })).toHaveAttribute('href', `/questions/${first.id}`);
    await expect(canvas.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByTestId('filter-bar')).not.toBeVisible();
    await expect(within(rows[0]!).getByTestId('countdown')).toBeVisible();
    await expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', first.expiresAt);
    await expect(rows[0]).toHaveTextContent(first.productSku);
    await userEvent.click(canvas.getByTestId('toolbar-readyAnswers'));
    await expect(args.onOpenReadyAnswers).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByTestId('tab-closed'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'closed' });
  },
};

const allQuery = questionQuery({ tab: 'all', sort: '-createdAt' });
export const AllNewestFirst: Story = {
  name: 'All tab, newest first: the settled ones show when they expired',
  args: { query: allQuery, state: readyList(questionsPage(allQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByTestId('expires-at').length).toBeGreaterThan(0);
  },
};

const expiredQuery = questionQuery({ tab: 'expired' });
export const ExpiredTab: Story = {
  name: 'Expired tab (the dashboard’s question-state slice)',
  args: { query: expiredQuery, state: readyList(questionsPage(expiredQuery)) },
  play: async ({ canvasElement }) => {
    for (const badge of within(canvasElement).getAllByTestId('ticket-status')) await expect(badge).toHaveTextContent(i18n.t('questions.status.expired'));
  },
};

export const DateRangeProblem: Story = {
  name: 'Filter problem: a date range over 10 days (the folded filters opened)',
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByTestId('filter-toggle'));
    await listPagePlays.dateRangeTooLong(context);
  },
};

const filteredQuery = questionQuery({ marketplace: 'amazon', sku: 'NO-SUCH-SKU' });
export const FilteredEmpty: Story = {
  name: 'Empty under filters: nothing matches them (not “nothing waits”)',
  args: { query: filteredQuery, state: readyList(noQuestions(filteredQuery)) },
  play: listPagePlays.empty('list.states.noMatch'),
};

export const Loading: Story = { name: 'Loading', args: { state: loadingList<QuestionRow, QuestionTab>() }, play: listPagePlays.loading };
export const Empty: Story = {
  name: 'Empty: nothing waits for you',
  args: { state: readyList(noQuestions(query)) },
  play: listPagePlays.empty('questions.nothingWaiting'),
};
export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<QuestionRow, QuestionTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('questions.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const AllNewestFirstTr = inTurkish(AllNewestFirst);
export const ExpiredTabTr = inTurkish(ExpiredTab);
export const DateRangeProblemTr = inTurkish(DateRangeProblem);
export const FilteredEmptyTr = inTurkish(FilteredEmpty);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
