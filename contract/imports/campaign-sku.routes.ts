/**
 * The browser API of a campaign's Upload SKU file: the same upload and job as the seller imports (import.routes.ts);
 * its transaction and error file are the seller's transactions (contract/transactions/transaction.routes.ts).
 */
import { answer, fileAnswer, policy, rawFile, route, textQuery } from '../api/route-def';
import { importUploadQuery } from './import.routes';
import { IMPORT_FILE_MAX_BYTES, type ImportStartedAnswer } from './import.types';

const manage = policy.can('campaigns.manage');

export const CAMPAIGN_SKU_ROUTES = {
  /** Only to a Pending campaign (refused first, with the reason); the rows run as a campaign SKU import. */
  upload: route.post('/api/campaigns/:id/sku-imports', {
    query: importUploadQuery,
    body: rawFile({ maxBytes: IMPORT_FILE_MAX_BYTES }),
    answer: answer<ImportStartedAnswer>(),
    status: 202,
    policy: manage,
  }),
  template: route.get('/api/campaign-sku-template', { query: textQuery(['lang']), answer: fileAnswer(), policy: manage }),
};
