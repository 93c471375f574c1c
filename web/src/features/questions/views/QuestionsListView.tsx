import { useNavigate } from 'react-router';
import { QUESTION_FILTER_KEYS, parseQuestionFilters, parseQuestionQuery, questionFilterProblems, questionQueryToRaw } from '@contract/questions/question.query';
import { pathOf } from '@contract/routes';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { QuestionsListPage } from '../pages/QuestionsListPage';
import { questionsList } from '../questions.resources';

const FILTERS = { keys: QUESTION_FILTER_KEYS, parse: parseQuestionFilters };

/** /questions: the URL is the list state (tab, filters, page, page size, sort); `?tab=<status>` is the dashboard's question-state slice. */
export function QuestionsListView() {
  const navigate = useNavigate();
  const list = useListScreen({ list: questionsList, parse: parseQuestionQuery, toRaw: questionQueryToRaw, problems: questionFilterProblems, filters: FILTERS });
  return <QuestionsListPage {...list.page} onOpenReadyAnswers={() => void navigate(pathOf('readyAnswers'))} />;
}
