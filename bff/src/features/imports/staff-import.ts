/**
 * A staff import (tag assign, the ETGB file, lead times): received, checked and run exactly as the seller imports are
 * (the same receiver, job, reader and error files: bff/src/features/imports), as a staff transaction. Staff
 * transactions belong to no seller: they are kept under STAFF_TRANSACTIONS_COMPANY, which no company has, so no seller
 * lists them.
 */
import { STAFF_TRANSACTIONS_COMPANY } from '@contract/admin-tags/tag.types';
import type { ColumnGuide } from '@contract/imports/column-guide';
import type { ImportColumn } from '@contract/imports/import-columns';
import { IMPORT_METHODS, type ImportStartedAnswer, type StaffImportKind } from '@contract/imports/import.types';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import type { StaffImportRoutes } from '@contract/imports/staff-import.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { sendFile, WORKBOOK_TYPES, type FileCandidate } from '../../lib/files/send-file';
import { errorFileKey } from '../../lib/jobs/import-files';
import { staffCaller, staffUserId } from '../../lib/staff-caller';
import type { Caller } from '../../lib/token-signer';
import { traceparentOf } from '../../lib/tracing';
import { simpleTemplate } from './import-templates';
import { startImport } from './import-start';
import { keepWorkbook, receiveWorkbook } from './import-upload';

export interface StaffImportUpload {
  body: ReadableStream<Uint8Array> | null;
  name: string | undefined;
  lang: string | undefined;
}

/** What a staff kind's template holds: its columns, their guides, the Guide sheet's notes (imports.guide.notes.*). */
export interface StaffImportSpec<Key extends string = string> {
  kind: StaffImportKind;
  columns: readonly ImportColumn<Key>[];
  guides: Readonly<Record<Key, ColumnGuide>>;
  notes: readonly string[];
  /** The template's file name. */
  templateName: string;
}

export function staffImports(ctx: AppContext, spec: StaffImportSpec) {
  const limits = ctx.config.importLimits;
  return {
    async start(staff: { caller: Caller; userId: string; traceparent?: string | undefined }, upload: StaffImportUpload): Promise<ImportStartedAnswer> {
      const received = await receiveWorkbook(upload.body, upload.name, { files: ctx.files.uploads, maxBytes: limits.maxFileBytes });
      const target = { companyId: STAFF_TRANSACTIONS_COMPANY, ...staff };
      const file = { fileName: received.fileName, format: received.format, language: reasonLanguageOf(upload.lang) };
      return startImport(ctx, target, spec.kind, file, (key) => keepWorkbook(ctx.files.uploads, received, key));
    },
    /** A transaction of this kind; any other id is not found. */
    async status(transactionId: string): Promise<Transaction> {
      const transaction = await ctx.transactions.get(STAFF_TRANSACTIONS_COMPANY, transactionId);
      if (transaction?.method !== IMPORT_METHODS[spec.kind]) throw new ApiFailure('notFound');
      return transaction;
    },
    /** The error file in the asked language (each import keeps both), else the uploader's. */
    async errorFile(transactionId: string, lang: string | undefined): Promise<{ candidates: FileCandidate[]; name: string }> {
      const transaction = await this.status(transactionId);
      if (!transaction.importErrorFile) throw new ApiFailure('notFound');
      const uploads = ctx.files.uploads;
      const inLanguage: FileCandidate[] = lang ? [[uploads, errorFileKey(transactionId, reasonLanguageOf(lang)), WORKBOOK_TYPES.xlsx]] : [];
      return { candidates: [...inLanguage, [uploads, errorFileKey(transactionId), WORKBOOK_TYPES.xlsx]], name: transaction.importErrorFile };
    },
    template: (lang: string | undefined) =>
      simpleTemplate({ columns: spec.columns, guides: spec.guides, limits, language: reasonLanguageOf(lang), notes: spec.notes, prices: false }),
  };
}

/** The kind's four browser routes (contract/imports/staff-import.routes.ts): upload, the transaction, its error file, the template. */
export function staffImportRoutesOf(ctx: AppContext, routes: StaffImportRoutes, spec: StaffImportSpec) {
  const imports = staffImports(ctx, spec);
  return apiRoutes(
    serve(routes.upload, (c, { query }) =>
      imports.start(
        { caller: staffCaller(c), userId: staffUserId(c), traceparent: traceparentOf(c.get('trace')) },
        { body: c.req.raw.body, name: query.name, lang: query.lang },
      ),
    ),
    serve(routes.importStatus, (_c, { params }) => imports.status(params.transactionId)),
    serve(routes.importErrorFile, async (c, { params, query }) => {
      const { candidates, name } = await imports.errorFile(params.transactionId, query.lang);
      return sendFile(c, candidates, name);
    }),
    serve(routes.template, async (c, { query }) => {
      const bytes = await imports.template(query.lang);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': WORKBOOK_TYPES.xlsx,
        'content-disposition': `attachment; filename="${spec.templateName}"`,
        'cache-control': 'no-store',
      });
    }),
  );
}
