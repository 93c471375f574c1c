/**
 * The browser API of a staff import (admin only): a workbook sent as the raw body to `base` (the seller imports' receiver
 * and job, import.routes.ts), its transaction, its error file in either language, and its template. Each staff import
 * kind is one call of this with its own paths.
 */
import { answer, fileAnswer, param, policy, rawFile, route, textQuery } from '../api/route-def';
import type { Transaction } from '../transactions/transaction.types';
import { importUploadQuery } from './import.routes';
import { IMPORT_FILE_MAX_BYTES, type ImportStartedAnswer } from './import.types';

const tools = policy.can('admin.tools');
/** Transaction ids are opaque text. */
const byTransaction = { transactionId: param.text };

export function staffImportRoutes<Base extends string, Template extends string>(base: Base, template: Template) {
  return {
    /** A workbook; its name and the error file's language in the query. */
    upload: route.post(base, {
      query: importUploadQuery,
      body: rawFile({ maxBytes: IMPORT_FILE_MAX_BYTES }),
      answer: answer<ImportStartedAnswer>(),
      status: 202,
      policy: tools,
    }),
    importStatus: route.get(`${base}/:transactionId`, { params: byTransaction, answer: answer<Transaction>(), policy: tools }),
    importErrorFile: route.get(`${base}/:transactionId/error-file`, {
      params: byTransaction,
      query: textQuery(['lang']),
      answer: fileAnswer(),
      policy: tools,
    }),
    template: route.get(template, { query: textQuery(['lang']), answer: fileAnswer(), policy: tools }),
  };
}

export type StaffImportRoutes = ReturnType<typeof staffImportRoutes<string, string>>;
