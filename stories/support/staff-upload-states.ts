/** A staff import file's upload in each state the page shows (idle, running, finished with a refused row, done). */
import type { ImportReason } from '@contract/imports/import.types';
import type { Transaction, TransactionMethod } from '@contract/transactions/transaction.types';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';
import { STORY_NOW } from './order-data';

export interface StaffUploadStory {
  method: TransactionMethod;
  /** The workbook's base name: `<file>.xlsx`, its error file `<file>-errors.xlsx`. */
  file: string;
  /** Row 3's refusal in the warning state. */
  refusal: { message: string; reason: ImportReason };
  /** Rows in the done state. */
  doneRows: number;
}

export function staffUploadStates({ method, file, refusal, doneRows }: StaffUploadStory) {
  const transaction = (fields: Partial<Transaction>): Transaction => ({
    id: `tx-${file}-1`,
    companyId: 0,
    date: new Date(STORY_NOW).toISOString(),
    updatedAt: new Date(STORY_NOW).toISOString(),
    status: 'inProgress',
    method,
    file: `${file}.xlsx`,
    importErrorFile: null,
    error: null,
    childErrors: [],
    rows: null,
    progress: { done: 40, total: 120 },
    createdBy: 'usr-admin',
    ...fields,
  });
  const fileName = `${file}.xlsx`;
  return {
    idle: { status: 'idle', fileName: null, transaction: null, error: null },
    running: { status: 'running', fileName, transaction: transaction({}), error: null },
    warning: {
      status: 'finished',
      fileName,
      error: null,
      transaction: transaction({
        status: 'warning',
        rows: 3,
        progress: { done: 3, total: 3 },
        importErrorFile: `${file}-errors.xlsx`,
        error: { code: 'importRowsFailed', message: 'Some rows were refused.' },
        childErrors: [{ code: 'row 3', message: refusal.message, reasons: [refusal.reason] }],
      }),
    },
    done: {
      status: 'finished',
      fileName,
      error: null,
      transaction: transaction({ status: 'done', rows: doneRows, progress: { done: doneRows, total: doneRows } }),
    },
  } satisfies Record<string, StaffImportState>;
}
