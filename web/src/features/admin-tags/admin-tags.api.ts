/** The tag management API of the BFF (contract/admin-tags/tag.routes.ts). */
import type { AssignTagFields, TagFormFields } from '@contract/admin-tags/tag.api';
import type { TagListQuery, TagTargetQuery } from '@contract/admin-tags/tag.query';
import { TAG_ROUTES } from '@contract/admin-tags/tag.routes';
import { TAG_IMPORT_ROUTES } from '@contract/imports/tag-assign.routes';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import { apiCall, apiUpload, urlOf } from '@web/lib/api-call';
import { currentLanguage } from '@web/lib/i18n';

/** A 9 MB workbook on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const fetchTags = (query: TagListQuery) => apiCall(TAG_ROUTES.list, { query });
export const fetchTagTargets = (query: TagTargetQuery) => apiCall(TAG_ROUTES.targets, { query });
export const fetchTagUsage = (tagId: number) => apiCall(TAG_ROUTES.usage, { params: { tagId } });
export const createTag = (body: TagFormFields) => apiCall(TAG_ROUTES.create, { body });
export const updateTag = (tagId: number, body: TagFormFields) => apiCall(TAG_ROUTES.update, { params: { tagId }, body });
export const deleteTag = (tagId: number, confirmation: string) => apiCall(TAG_ROUTES.remove, { params: { tagId }, body: { confirmation } });
export const assignTag = (tagId: number, body: AssignTagFields) => apiCall(TAG_ROUTES.assign, { params: { tagId }, body });
export const fetchTagImport = (transactionId: string) => apiCall(TAG_IMPORT_ROUTES.importStatus, { params: { transactionId } });

/** The workbook travels as the raw body, its name and the interface language (the error file's) in the query. */
export const uploadTagFile = (file: Blob & { name: string }) =>
  apiUpload(TAG_IMPORT_ROUTES.upload, { query: { name: file.name, lang: currentLanguage() }, body: file }, { timeoutMs: UPLOAD_TIMEOUT_MS });

export const tagTemplateUrl = () => urlOf(TAG_IMPORT_ROUTES.template, { query: { lang: currentLanguage() } });
export const tagErrorFileUrl = (transactionId: string, language: ReasonLanguage) =>
  urlOf(TAG_IMPORT_ROUTES.importErrorFile, { params: { transactionId }, query: { lang: language } });
