/**
 * Questions (spec §2 /questions, Questions (tickets), reply, create a claim from a ticket, Ready Answers management):
 * the list, the detail, the reply with its files, the claim, the files sent back, and the company's ready answers,
 * passed through to the marketplace service with the company from the session.
 */
import { imageContentType } from '@contract/catalog/product.api';
import { QUESTION_SERVICE_ROUTES as SERVICE } from '@contract/downstream/questions.routes';
import { QUESTION_ROUTES as ROUTES } from '@contract/questions/question.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { serviceFileBytes } from '../../lib/service-file';
import { sellerScope } from '../../lib/seller-scope';
import { readTicketReply } from './reply-upload';

export function questionsRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(SERVICE.list, caller, { params: { companyId }, query });
    }),
    serve(ROUTES.detail, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.detail, caller, { params: { companyId, questionId: params.id } });
    }),
    serve(ROUTES.reply, async (c, { params }) => {
      const body = await readTicketReply(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.reply, caller, { params: { companyId, questionId: params.id }, body });
    }),
    serve(ROUTES.claim, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.claim, caller, { params: { companyId, questionId: params.id }, body });
    }),
    serve(ROUTES.attachment, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      const file = await c
        .get('services')
        .call(SERVICE.attachment, caller, { params: { companyId, questionId: params.id, attachmentKey: params.attachmentKey } });
      return c.body(serviceFileBytes(file.contentBase64), 200, {
        'content-type': imageContentType(file.fileName),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
      });
    }),
    serve(ROUTES.readyAnswers, (c) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.readyAnswers, caller, { params: { companyId } });
    }),
    serve(ROUTES.createReadyAnswer, (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.createReadyAnswer, caller, { params: { companyId }, body });
    }),
    serve(ROUTES.updateReadyAnswer, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.updateReadyAnswer, caller, { params: { companyId, readyAnswerId: params.id }, body });
    }),
    serve(ROUTES.deleteReadyAnswer, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.deleteReadyAnswer, caller, { params: { companyId, readyAnswerId: params.id } });
    }),
  );
}
