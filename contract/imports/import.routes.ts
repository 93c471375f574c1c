/** The browser API of Excel imports (spec §2 importer routes): one description per endpoint (contract/api/route-def.ts). */
import { answer, fileAnswer, param, policy, rawFile, route, textQuery, type QueryCodec } from '../api/route-def';
import { compactQuery, type RawQuery } from '../lists/list-query';
import {
  importErrorQueryToRaw,
  importRowsSchema,
  importStateSchema,
  parseImportErrorQuery,
  type ImportErrorListAnswer,
  type ImportErrorQuery,
  type TemplateCategoryAnswer,
} from './import.api';
import { IMPORT_FILE_MAX_BYTES, IMPORT_KINDS, type ImportSettingsAnswer, type ImportStartedAnswer, type ImportState } from './import.types';

export const importErrorListQuery: QueryCodec<ImportErrorQuery> = {
  parse: parseImportErrorQuery,
  toRaw: importErrorQueryToRaw,
};

/** The marketplace code is passed on as the browser sent it (the service narrows it). */
export interface TemplateCategorySearch {
  search?: string | undefined;
  marketplace?: string | undefined;
}

/** Longest template search the BFF passes on (the finder's URL keeps no more either). */
export const TEMPLATE_SEARCH_MAX_CHARS = 100;
const MARKETPLACE_MAX_CHARS = 20;
const trimmed = (value: string | undefined, max: number) => value?.trim().slice(0, max) || undefined;

export const templateCategoryQuery: QueryCodec<TemplateCategorySearch> = {
  parse: (raw: RawQuery) => ({ search: trimmed(raw.search, TEMPLATE_SEARCH_MAX_CHARS), marketplace: trimmed(raw.marketplace, MARKETPLACE_MAX_CHARS) }),
  toRaw: (query) => compactQuery({ ...query }),
};

/** An upload's file name and the language of its error file's reasons. */
export const importUploadQuery = textQuery(['name', 'lang']);

const run = policy.can('imports.run');

/** A template's language (its headers, its guide): the SPA sends its interface language; English when absent. */
export const templateQuery = textQuery(['lang']);

export const IMPORT_ROUTES = {
  settings: route.get('/api/imports/settings', { answer: answer<ImportSettingsAnswer>(), policy: run }),
  /** Staff acting as the company: allow, suspend or ban its imports. */
  state: route.put('/api/imports/state', { body: importStateSchema, answer: answer<{ state: ImportState }>(), policy: policy.can('imports.manageState') }),
  /**
   * The workbook is the raw body (the BFF checks its size and kind while it arrives); its name and the language of the
   * error file's reasons ride in the query.
   */
  upload: route.post('/api/imports/:kind{productVariant|stockPrice|fulfillmentDay}', {
    params: { kind: param.oneOf(IMPORT_KINDS) },
    query: importUploadQuery,
    body: rawFile({ maxBytes: IMPORT_FILE_MAX_BYTES }),
    answer: answer<ImportStartedAnswer>(),
    status: 202,
    policy: run,
  }),
  /** Refused rows corrected in the browser, imported again by the same job as a file (the BFF keeps them as an .xlsx). */
  resend: route.post('/api/imports/:kind{productVariant|stockPrice|fulfillmentDay}/rows', {
    params: { kind: param.oneOf(IMPORT_KINDS) },
    body: importRowsSchema,
    answer: answer<ImportStartedAnswer>(),
    status: 202,
    policy: run,
  }),
  errors: route.get('/api/imports/errors', { query: importErrorListQuery, answer: answer<ImportErrorListAnswer>(), policy: run }),
  templateCategories: route.get('/api/imports/template-categories', { query: templateCategoryQuery, answer: answer<TemplateCategoryAnswer>(), policy: run }),
  stockPriceTemplate: route.get('/api/imports/templates/stock-price', { query: templateQuery, answer: fileAnswer(), policy: run }),
  fulfillmentDayTemplate: route.get('/api/imports/templates/fulfillment-day', { query: templateQuery, answer: fileAnswer(), policy: run }),
  productVariantTemplate: route.get('/api/imports/templates/product-variant/:categoryId', { query: templateQuery, answer: fileAnswer(), policy: run }),
};
