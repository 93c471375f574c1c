/**
 * The BFF's Excel import API (API.imports) from the world's import book and catalogue, with the contract's rules:
 * settings, uploads that start an import (run in the background, see import-run.ts), the refused rows, the template
 * categories, and the suspend/ban switch of an admin acting as the seller. Template and file downloads are not
 * answered: Pretender (under Mirage) only answers text bodies, so an .xlsx would arrive corrupted.
 */
import type { Request, Response } from 'miragejs';
import { API } from '@contract/api/paths';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { importStateSchema, parseImportErrorQuery, type TemplateCategoryAnswer } from '@contract/imports/import.api';
import { DEFAULT_IMPORT_LIMITS, IMPORT_KINDS, IMPORT_METHODS, importExtensionOf, type ImportKind, type ImportSettingsAnswer, type ImportStartedAnswer } from '@contract/imports/import.types';
import { dailyPriceUpdateAllowance } from '@contract/imports/stock-price.rules';
import { workbookFileProblem } from '@contract/imports/workbook-file';
import type { Transaction } from '@contract/transactions/transaction.types';
import { isRefusal } from '@mocks/world/refusal';
import { importBlocked, importStateOf, setImportState } from '@mocks/world/imports/import-book';
import { lookupForImport } from '@mocks/world/imports/import-lookup';
import { templateCategories } from '@mocks/world/imports/import-templates';
import { reasonLanguageOf } from './import-reason-text';
import { startImport } from './import-run';
import { listImportErrors } from './import-store';
import { readWorkbookRows } from './import-workbook';
import type { MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json, queryOf } from './respond';
import { isResponse, rawQueryOf, sellerScope } from './seller-scope';
import { bytesOf } from './upload-bytes';

const LIMITS = DEFAULT_IMPORT_LIMITS;
const HEAD_BYTES = 8;

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

/** The file name the browser sent, without any folder, at most 120 characters (as the BFF keeps it). */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base].filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20).join('').trim().slice(-120);
}

/** The raw body as bytes, whatever the SPA's client sent it as (a File, an ArrayBuffer, a typed array). */
async function uploadedBytes(request: Request): Promise<Uint8Array> {
  const body: unknown = request.requestBody;
  if (body instanceof Blob) return bytesOf(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (typeof body === 'string') return Uint8Array.from(body, (char) => char.charCodeAt(0) & 0xff);
  return new Uint8Array();
}

function priceUpdatesLeft(context: MockContext, companyId: number): number {
  if (context.scenario === 'empty') return 0;
  const lookup = lookupForImport(context.world, companyId, [], context.now());
  if (!lookup || isRefusal(lookup)) return 0;
  return Math.max(0, dailyPriceUpdateAllowance(lookup.skuCount, LIMITS) - lookup.priceUpdatesToday);
}

async function startUpload(request: Request, context: MockContext): Promise<Response> {
  const kind = IMPORT_KINDS.find((known) => known === request.params.kind);
  if (!kind) return failure('notFound');
  const scope = sellerScope(context, 'imports.run');
  if (isResponse(scope)) return scope;
  const blocked = importBlocked(context.world, scope.companyId);
  if (blocked) return failure(blocked.code);
  const name = cleanFileName(queryOf(request, 'name'));
  if (!importExtensionOf(name)) return failure('unsupportedFile');
  const bytes = await uploadedBytes(request);
  const problem = workbookFileProblem({ name, size: bytes.length, head: bytes.subarray(0, HEAD_BYTES) }, LIMITS.maxFileBytes);
  if (problem) return failure(problem);
  const rows = readWorkbookRows(bytes);
  if (!rows) return failure('workbookUnreadable');
  const date = new Date(context.now()).toISOString();
  const transaction: Transaction = {
    id: globalThis.crypto.randomUUID(), companyId: scope.companyId, date, updatedAt: date, status: 'open', method: IMPORT_METHODS[kind],
    file: name, importErrorFile: null, error: null, childErrors: [], rows: null, progress: null, createdBy: scope.who.session.userId,
  };
  context.transactions.push(transaction);
  void startImport<ImportKind>({ context, kind, transaction, rows, language: reasonLanguageOf(queryOf(request, 'lang')), limits: LIMITS });
  return json(202, { transactionId: transaction.id } satisfies ImportStartedAnswer);
}

export const IMPORT_ROUTES: readonly MockRoute[] = [
  route('get', `${API.imports}/settings`, (_request, context) => {
    const scope = sellerScope(context, 'imports.run');
    if (isResponse(scope)) return scope;
    const state = importStateOf(context.world, scope.companyId);
    const dailyPriceUpdatesLeft = state === 'allowed' ? priceUpdatesLeft(context, scope.companyId) : 0;
    return json(200, { state, limits: LIMITS, dailyPriceUpdatesLeft } satisfies ImportSettingsAnswer);
  }),
  route('get', `${API.imports}/errors`, (request, context) => {
    const scope = sellerScope(context, 'imports.run');
    if (isResponse(scope)) return scope;
    return json(200, listImportErrors(context, scope.companyId, parseImportErrorQuery(rawQueryOf(request))));
  }),
  route('get', `${API.imports}/template-categories`, (request, context) => {
    const scope = sellerScope(context, 'imports.run');
    if (isResponse(scope)) return scope;
    const blocked = importBlocked(context.world, scope.companyId);
    if (blocked) return failure(blocked.code);
    const search = queryOf(request, 'search')?.trim().slice(0, 100) || undefined;
    const marketplace = (queryOf(request, 'marketplace')?.trim().slice(0, 20) || undefined) as MarketplaceCode | undefined;
    const items = context.scenario === 'empty' ? [] : templateCategories(context.world, { search, marketplace });
    return json(200, { items } satisfies TemplateCategoryAnswer);
  }),
  route('post', `${API.imports}/:kind`, startUpload),
  route('put', `${API.imports}/state`, (request, context) => {
    const scope = sellerScope(context, 'imports.manageState');
    if (isResponse(scope)) return scope;
    const body = bodyOf(request);
    const problems = fieldErrors(importStateSchema, body);
    if (problems) return failure('validation', problems);
    return json(200, { state: setImportState(context.world, scope.companyId, importStateSchema.cast(body).state) });
  }),
];
