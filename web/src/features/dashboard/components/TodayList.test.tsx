import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TodayAnswer } from '@contract/today/today.types';
import { changeLanguage } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { manyQuestions, sampleToday, TODAY_NOW } from '../test-support';
import { TodayList } from './TodayList';

const ready = (data: TodayAnswer): DetailState<TodayAnswer> => ({ status: 'ready', id: 1001, data, error: null, command: null });

function renderList(state: DetailState<TodayAnswer>) {
  const onRetry = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <TodayList state={state} onRetry={onRetry} clock={() => TODAY_NOW} /> },
    { path: '*', element: <p data-testid="elsewhere" /> },
  ]);
  render(<RouterProvider router={router} />);
  return { onRetry, router };
}

const keys = () => screen.queryAllByTestId('today-item').map((row) => row.dataset.key);

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('TodayList', () => {
  it('lists soonest deadline first, the late item overdue and the one due within the hour urgent, each opening its place', async () => {
    const { router } = renderList(ready(sampleToday()));
    expect(keys()).toEqual(['shipping:1', 'questions:2', 'invoices:3', 'claims:4', 'messages:5']);
    const [late, urgent] = screen.getAllByTestId('today-item');
    expect(within(late!).getByTestId('today-countdown')).toHaveAttribute('data-state', 'expired');
    expect(within(late!).getByTestId('today-countdown')).toHaveTextContent('Overdue');
    expect(within(urgent!).getByTestId('today-countdown')).toHaveAttribute('data-state', 'urgent');
    expect(within(urgent!).getByTestId('today-reason')).toHaveTextContent('Question waiting for your answer');
    await userEvent.click(within(urgent!).getByTestId('today-link'));
    expect(router.state.location.pathname).toBe('/questions/2');
  });

  it('folds a long group into one row that opens its list', () => {
    renderList(ready(sampleToday({ items: manyQuestions(15) })));
    expect(keys()).toEqual(['questions:100', 'questions:101', 'questions:102']);
    const more = screen.getByTestId('today-more');
    expect(more).toHaveTextContent('12 more questions waiting');
    expect(within(more).getByRole('link')).toHaveAttribute('href', '/questions?tab=awaitingSeller');
  });

  it('marks the groups of a service that failed and still shows the others', () => {
    renderList(ready(sampleToday({ parts: { ...sampleToday().parts, logistics: { status: 'failed' } } })));
    const failed = screen.getByTestId('today-failed');
    expect(failed).toHaveTextContent('Delayed packages could not be loaded.');
    expect(failed).toHaveTextContent('Invoices could not be loaded.');
    expect(failed).not.toHaveTextContent('Questions');
    expect(keys()).toContain('questions:2');
    expect(screen.queryByTestId('today-empty')).toBeNull();
  });

  it('says so when nothing waits, shows loading first, and retries after an error', async () => {
    renderList(ready(sampleToday({ items: [] })));
    expect(screen.getByTestId('today-empty')).toHaveTextContent('Nothing is waiting for you.');
    cleanup();
    renderList({ status: 'loading', id: 1001, data: null, error: null, command: null });
    expect(screen.getByTestId('today-loading')).toBeInTheDocument();
    cleanup();
    const { onRetry } = renderList({
      status: 'error',
      id: 1001,
      data: null,
      error: { status: 503, code: 'downstreamUnavailable', message: 'x', retryAfterSeconds: null },
      command: null,
    });
    await userEvent.click(screen.getByTestId('today-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Turkish: names, reasons and the fold', async () => {
    await changeLanguage('tr');
    renderList(ready(sampleToday({ items: [...sampleToday().items, ...manyQuestions(5)] })));
    expect(screen.getByText('questions 2 (tr)')).toBeInTheDocument();
    expect(screen.getAllByTestId('today-reason')[0]).toHaveTextContent('Gecikti: gönderilmiş olmalıydı');
    expect(screen.getByTestId('today-more')).toHaveTextContent('Yanıt bekleyen 3 soru daha');
    expect(screen.getAllByTestId('today-countdown')[0]).toHaveTextContent('Süresi geçti');
  });
});
