/** Questions as the BFF answers them now, for the questions tests to pick the ones they act on. */
import { expect, type APIRequestContext } from '@playwright/test';
import { fillPath } from '@contract/api/route-def';
import type { QuestionDetailAnswer, QuestionListAnswer, QuestionRow } from '@contract/questions/question.api';
import type { QuestionTab } from '@contract/questions/question.query';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';

/** The session's company's questions on a tab, soonest expiry first. */
export async function questionsOn(request: APIRequestContext, tab: QuestionTab): Promise<QuestionRow[]> {
  const response = await request.get(QUESTION_ROUTES.list.path, { params: { tab, pageSize: '100' } });
  expect(response.status(), `GET questions on ${tab}`).toBe(200);
  return ((await response.json()) as QuestionListAnswer).items;
}

export async function questionDetail(request: APIRequestContext, id: number): Promise<QuestionDetailAnswer> {
  const response = await request.get(fillPath(QUESTION_ROUTES.detail.path, { id }));
  expect(response.status(), `GET question ${id}`).toBe(200);
  return (await response.json()) as QuestionDetailAnswer;
}
