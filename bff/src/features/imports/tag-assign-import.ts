/**
 * The tag-assign file (spec §9 "tag assign"): received, checked and run exactly as the seller imports are (the same
 * receiver, job, reader and error files: bff/src/features/imports), as a staff transaction. Staff transactions belong
 * to no seller: they are kept under STAFF_TRANSACTIONS_COMPANY, which no company has, so no seller lists them.
 */
import { STAFF_TRANSACTIONS_COMPANY } from '@contract/admin-tags/tag.types';
import { IMPORT_METHODS, type ImportStartedAnswer } from '@contract/imports/import.types';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import { TAG_ASSIGN_COLUMNS, TAG_ASSIGN_GUIDES } from '@contract/imports/tag-assign.rules';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import { WORKBOOK_TYPES, type FileCandidate } from '../../lib/files/send-file';
import { errorFileKey } from '../../lib/jobs/import-files';
import type { Caller } from '../../lib/token-signer';
import { simpleTemplate } from './import-templates';
import { startImport } from './import-start';
import { keepWorkbook, receiveWorkbook } from './import-upload';

export interface TagImportUpload {
  body: ReadableStream<Uint8Array> | null;
  name: string | undefined;
  lang: string | undefined;
}

export function tagImports(ctx: AppContext) {
  const limits = ctx.config.importLimits;
  return {
    async start(staff: { caller: Caller; userId: string }, upload: TagImportUpload): Promise<ImportStartedAnswer> {
      const received = await receiveWorkbook(upload.body, upload.name, { files: ctx.files.uploads, maxBytes: limits.maxFileBytes });
      const target = { companyId: STAFF_TRANSACTIONS_COMPANY, ...staff };
      const file = { fileName: received.fileName, format: received.format, language: reasonLanguageOf(upload.lang) };
      return startImport(ctx, target, 'tagAssign', file, (key) => keepWorkbook(ctx.files.uploads, received, key));
    },
    /** A tag-assign transaction; any other id is not found. */
    async status(transactionId: string): Promise<Transaction> {
      const transaction = await ctx.transactions.get(STAFF_TRANSACTIONS_COMPANY, transactionId);
      if (transaction?.method !== IMPORT_METHODS.tagAssign) throw new ApiFailure('notFound');
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
      simpleTemplate({
        columns: TAG_ASSIGN_COLUMNS,
        guides: TAG_ASSIGN_GUIDES,
        limits,
        language: reasonLanguageOf(lang),
        notes: ['tagTargets'],
        prices: false,
      }),
  };
}
