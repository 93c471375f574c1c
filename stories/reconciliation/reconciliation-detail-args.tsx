/** Reconciliation Details' props for a sample period, with its Lines tab as the view gives it. */
import { fn } from 'storybook/test';
import type { ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import { parsePeriodLinesQuery } from '@contract/reconciliation/reconciliation.query';
import { pathOf } from '@contract/routes';
import { PeriodLines } from '@web/features/reconciliation/components/PeriodLines';
import type { ReconciliationDetailPageProps } from '@web/features/reconciliation/pages/ReconciliationDetailPage';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { periodAnswer, periodLinesAnswer, readyLines, STORY_PERIODS } from '../support/accounting-data';
import { readyDetail } from '../support/order-data';

type Which = keyof typeof STORY_PERIODS;

export function detailArgs(which: Which, overrides: Partial<ReconciliationDetailPageProps> = {}): ReconciliationDetailPageProps {
  const answer = periodAnswer(which);
  return {
    state: readyDetail(answer, answer.period.id),
    lines: <PeriodLines query={parsePeriodLinesQuery({})} state={readyLines(periodLinesAnswer(which))} onQueryChange={fn()} onRetry={fn()} />,
    canOpenPayment: false,
    onRetry: fn(),
    ...overrides,
  };
}

export const detailRoute = (which: Which, search = '') => `${pathOf('reconciliationDetail', { periodId: STORY_PERIODS[which] })}${search}`;

export const asDetailState = (state: DetailState<unknown>) => state as DetailState<ReconciliationPeriodAnswer>;
