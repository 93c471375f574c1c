import { useMemo } from 'react';
import type { QuestionRow } from '@contract/questions/question.api';
import type { QuestionListQuery, QuestionTab } from '@contract/questions/question.query';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import { systemClock, type Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { QUESTION_FILTER_FIELDS, QUESTION_TAB_DEFINITIONS, questionColumns, validateQuestionFilters } from '../components/question-list-config';

export interface QuestionsListPageProps {
  query: QuestionListQuery;
  state: ListState<QuestionRow, QuestionTab>;
  onQueryChange: (patch: Partial<QuestionListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onOpenReadyAnswers: () => void;
  /** What the countdowns count with (a story's stands still). */
  clock?: Clock;
}

/**
 * /questions: one to-do list for every marketplace — the questions waiting for the seller, soonest expiry first, each
 * counting down, one line a row under the filters folded into a bar — then a tab per §4 status; a row opens Question
 * Detail.
 */
export function QuestionsListPage(props: QuestionsListPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenReadyAnswers, clock = systemClock } = props;
  const format = useFormatters();
  const columns = useMemo(() => questionColumns(format, clock), [format, clock]);
  return (
    <ListScreen<QuestionRow, QuestionTab>
      listId="questions"
      titleKey="questions.title"
      toolbar={[{ id: 'readyAnswers', labelKey: 'questions.manageReadyAnswers', icon: 'cilNotes', variant: 'outline', onClick: onOpenReadyAnswers }]}
      tabs={{ tabs: QUESTION_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{
        fields: QUESTION_FILTER_FIELDS,
        values: { ...query },
        onApply: onFiltersApply,
        onReset: onFiltersReset,
        validate: validateQuestionFilters,
        fold: 'always',
      }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('questionDetail', { questionId: row.id })}
      errorKey="questions.loadError"
      emptyKey={emptyKeyOf(QUESTION_FILTER_FIELDS, query, query.tab === 'awaitingSeller' ? 'questions.nothingWaiting' : undefined)}
      onRetry={onRetry}
    />
  );
}
