/**
 * An import as Mirage runs it after answering 202, like the BFF's import job: the same runImport and outcome from the
 * contract, with the world's lookup and applies as the marketplace service. The transaction goes inProgress, progress
 * is recorded after every batch, and it ends done, warning or error with the refused rows kept for the Import Errors
 * tab. Each batch waits a macrotask, so the SPA sees open → inProgress → done.
 */
import type { ImportApplyAnswer, ImportLookupAnswer } from '@contract/downstream/catalog-imports';
import { ERROR_MESSAGES, type ErrorCode } from '@contract/errors';
import type { ImportRowOf } from '@contract/imports/import-batch';
import { importOutcome, ImportRunFailure, runImport } from '@contract/imports/import-run';
import type { ImportKind, ImportLimits } from '@contract/imports/import.types';
import type { Transaction, TransactionError } from '@contract/transactions/transaction.types';
import { isRefusal, type Refusal } from '@mocks/world/refusal';
import { applyFulfillmentDays } from '@mocks/world/imports/apply-fulfillment-days';
import { applyProductVariants } from '@mocks/world/imports/apply-product-variants';
import { applyStockPrice } from '@mocks/world/imports/apply-stock-price';
import { lookupForImport } from '@mocks/world/imports/import-lookup';
import type { World } from '@mocks/world/world';
import { reasonsText, type ReasonLanguage } from './import-reason-text';
import { saveImportErrors } from './import-store';
import type { SheetRow } from './import-workbook';
import type { MockContext } from './mock-context';

export interface ImportRunInput<K extends ImportKind> {
  context: MockContext;
  kind: K;
  transaction: Transaction;
  /** The first sheet's non-blank rows, the header first. */
  rows: readonly SheetRow[];
  language: ReasonLanguage;
  limits: ImportLimits;
}

type Apply<K extends ImportKind> = (world: World, companyId: number, rows: readonly ImportRowOf[K][], now: number) => ImportApplyAnswer | Refusal | undefined;
const APPLIES: { readonly [K in ImportKind]: Apply<K> } = {
  stockPrice: applyStockPrice,
  fulfillmentDay: applyFulfillmentDays,
  productVariant: applyProductVariants,
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function update(context: MockContext, transaction: Transaction, changes: Partial<Transaction>): void {
  Object.assign(transaction, changes, { updatedAt: new Date(context.now()).toISOString() });
}

function worldValue<T extends object>(value: T | Refusal | undefined): T {
  if (value === undefined) throw new ImportRunFailure('notFound');
  if (isRefusal(value)) throw new ImportRunFailure(value.code as ErrorCode);
  return value;
}

/** In the 'empty' scenario the company's catalogue answers as if it held nothing. */
function lookupOf(input: ImportRunInput<ImportKind>, skus: string[]): ImportLookupAnswer {
  const { context, transaction } = input;
  const lookup = worldValue(lookupForImport(context.world, transaction.companyId, skus, context.now()));
  return context.scenario === 'empty' ? { ...lookup, items: [], skuCount: 0, priceUpdatesToday: 0 } : lookup;
}

async function importRows<K extends ImportKind>(input: ImportRunInput<K>): Promise<Partial<Transaction>> {
  const { context, kind, transaction, limits } = input;
  const total = Math.max(0, input.rows.length - 1);
  if (total > limits.maxRows) throw new ImportRunFailure('importTooManyRows');
  const result = await runImport({
    kind, transactionId: transaction.id, companyId: transaction.companyId, date: new Date(context.now()).toISOString(), limits, total,
  }, {
    rows: input.rows,
    lookup: (skus) => lookupOf(input, skus),
    apply: (rows) => worldValue(APPLIES[kind](context.world, transaction.companyId, rows, context.now())),
    progress: async (done, of) => {
      update(context, transaction, { progress: { done, total: of } });
      await nextTask();
    },
  });
  saveImportErrors(context, transaction.id, result.refused);
  return { ...importOutcome(result, transaction.file ?? '', input.language, { reasonsText }), file: transaction.file };
}

const errorOf = (error: unknown): TransactionError =>
  error instanceof ImportRunFailure ? { code: error.code, message: error.message } : { code: 'generic', message: ERROR_MESSAGES.generic };

/** Runs the import after the current answer has gone out; every outcome lands on the transaction. */
export function startImport<K extends ImportKind>(input: ImportRunInput<K>): Promise<void> {
  const { context, transaction } = input;
  return nextTask().then(async () => {
    update(context, transaction, { status: 'inProgress' });
    await nextTask();
    try {
      update(context, transaction, await importRows(input));
    } catch (error) {
      if (!(error instanceof ImportRunFailure)) console.error('Mirage import failed', transaction.id, error);
      update(context, transaction, { status: 'error', error: errorOf(error) });
    }
  });
}
