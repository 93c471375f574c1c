/**
 * The marketplace service's customer questions and ready answers (contract/downstream/questions.routes.ts) over the
 * world (mocks/world/tickets).
 */
import { QUESTION_SERVICE_ROUTES as ROUTES } from '@contract/downstream/questions.routes';
import { createReadyAnswer, deleteReadyAnswer, listReadyAnswers, updateReadyAnswer } from '@mocks/world/tickets/ready-answer-operations';
import { createClaimFromQuestion, getQuestion, listQuestions } from '@mocks/world/tickets/ticket-operations';
import { replyToQuestion, ticketAttachmentFile } from '@mocks/world/tickets/ticket-reply';
import { isRefusal, type Refusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { fail, refuse } from './responses';
import { bodyChecked, invalidBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const noTicket = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such question in this company.');
const noReadyAnswer = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such ready answer in this company.');

/** An operation's answer: the record, 404, or the refusal with its contract code (and fields). */
function answered<T extends object>(c: ServiceContext, result: T | Refusal | undefined, notFound: (c: ServiceContext) => Response) {
  if (result === undefined) return notFound(c);
  return isRefusal(result) ? refuse(c, result) : result;
}

export function mountQuestionsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const tickets = { world, notFound: noTicket };
  const ready = { world, notFound: noReadyAnswer };
  serveService(app, ROUTES.list, (_c, { params, query }) => listQuestions(world, params.companyId, query, now()), { world });
  serveService(app, ROUTES.detail, (c, { params }) => getQuestion(world, params.companyId, params.questionId, now()) ?? noTicket(c), tickets);
  serveService(
    app,
    ROUTES.reply,
    bodyChecked(
      ROUTES.reply,
      (c, { params, body }) => answered(c, replyToQuestion(world, params.companyId, params.questionId, body, now()), noTicket),
      invalidBody,
    ),
    tickets,
  );
  serveService(
    app,
    ROUTES.claim,
    (c, { params, body }) => answered(c, createClaimFromQuestion(world, params.companyId, params.questionId, body, now()), noTicket),
    tickets,
  );
  serveService(
    app,
    ROUTES.attachment,
    (c, { params }) => ticketAttachmentFile(world, params.companyId, params.questionId, params.attachmentKey) ?? noTicket(c),
    tickets,
  );
  serveService(app, ROUTES.readyAnswers, (_c, { params }) => listReadyAnswers(world, params.companyId), { world });
  serveService(app, ROUTES.createReadyAnswer, (c, { params, body }) => answered(c, createReadyAnswer(world, params.companyId, body), noReadyAnswer), { world });
  serveService(
    app,
    ROUTES.updateReadyAnswer,
    (c, { params, body }) => answered(c, updateReadyAnswer(world, params.companyId, params.readyAnswerId, body), noReadyAnswer),
    ready,
  );
  serveService(
    app,
    ROUTES.deleteReadyAnswer,
    (c, { params }) => answered(c, deleteReadyAnswer(world, params.companyId, params.readyAnswerId), noReadyAnswer),
    ready,
  );
}
