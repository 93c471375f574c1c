/** Questions (tickets): the list, Question Detail (reply, create a claim) and Ready Answers. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { questionDetail, questionsList, readyAnswers } from './questions.resources';
import { questionsSaga } from './questions.sagas';

export const questionsFeature = defineFeature({
  reducers: resourceReducers(questionsList, questionDetail, readyAnswers),
  sagas: [questionsSaga],
  screens: {
    questions: lazyScreen(() => import('./views/QuestionsListView'), 'QuestionsListView'),
    questionDetail: lazyScreen(() => import('./views/QuestionDetailView'), 'QuestionDetailView'),
    readyAnswers: lazyScreen(() => import('./views/ReadyAnswersView'), 'ReadyAnswersView'),
  },
});
