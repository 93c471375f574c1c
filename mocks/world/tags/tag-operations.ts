/** The marketplace service's tags over the world: list, create, edit, the usage a delete would touch, delete, assign. */
import { fieldErrors } from '@contract/auth/auth.schemas';
import {
  TAG_USAGE_SAMPLE,
  tagFormSchema,
  type TagAnswer,
  type TagAssignAnswer,
  type TagDeletedAnswer,
  type TagFormFields,
  type TagListAnswer,
  type TagUsageAnswer,
} from '@contract/admin-tags/tag.api';
import { TAG_TABS, tagMatches, type TagListQuery } from '@contract/admin-tags/tag.query';
import { assignProblem, kindChangeProblem } from '@contract/admin-tags/tag.rules';
import type { Tag, TagKind } from '@contract/admin-tags/tag.types';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { sameText } from '@contract/text-search';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { tagBookOf, type TagBook, type TagRecord } from './tag-book';
import { targetOf } from './tag-targets';

/** The book's map of the kind: product or company id → tag ids. */
export const carriersOf = (book: TagBook, kind: TagKind): Record<number, number[]> => (kind === 'product' ? book.productTags : book.companyTags);

function usageOf(book: TagBook, record: TagRecord): number {
  return Object.values(carriersOf(book, record.kind)).filter((ids) => ids.includes(record.id)).length;
}

export const tagOf = (book: TagBook, record: TagRecord): Tag => ({ ...record, name: { ...record.name }, usage: usageOf(book, record) });

export function findTag(world: World, tagId: number): TagRecord | undefined {
  return tagBookOf(world).tags.find((tag) => tag.id === tagId);
}

export function listTags(world: World, query: TagListQuery): TagListAnswer {
  const book = tagBookOf(world);
  const matching = book.tags.map((record) => tagOf(book, record)).filter((tag) => tagMatches(tag, query));
  const tabCounts = zeroCounts(TAG_TABS);
  tabCounts.all = matching.length;
  for (const tag of matching) tabCounts[tag.status] += 1;
  const inTab = query.tab === 'all' ? matching : matching.filter((tag) => tag.status === query.tab);
  const key = (tag: Tag) => (query.sort.field === 'name' ? tag.name.en.toLocaleLowerCase('en') : tag[query.sort.field]);
  const sorted = [...inTab].sort((a, b) => compareBy(key, query.sort.direction)(a, b) || a.id - b.id);
  return { items: paginate(sorted, query.page, query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

function checkedFields(book: TagBook, tagId: number | null, input: unknown): TagFormFields | Refusal {
  const fields = fieldErrors(tagFormSchema, input);
  if (fields) return refusal('validation', fields);
  const body = tagFormSchema.cast(input, { stripUnknown: true });
  const clash = (typed: string) => book.tags.some((tag) => tag.id !== tagId && (sameText(typed, tag.name.en) || sameText(typed, tag.name.tr)));
  if (clash(body.nameEn)) return refusal('tagNameInUse', { nameEn: 'errors.tagNameInUse' });
  if (clash(body.nameTr)) return refusal('tagNameInUse', { nameTr: 'errors.tagNameInUse' });
  return body;
}

const recordOf = (id: number, body: TagFormFields): TagRecord => ({
  id,
  name: { en: body.nameEn, tr: body.nameTr },
  colour: body.colour,
  kind: body.kind,
  status: body.status,
});

export function createTag(world: World, input: unknown): TagAnswer | Refusal {
  const book = tagBookOf(world);
  const body = checkedFields(book, null, input);
  if ('code' in body) return body;
  const record = recordOf(book.nextTagId, body);
  book.nextTagId += 1;
  book.tags.push(record);
  return { tag: tagOf(book, record) };
}

export function updateTag(world: World, tagId: number, input: unknown): TagAnswer | Refusal | undefined {
  const book = tagBookOf(world);
  const at = book.tags.findIndex((tag) => tag.id === tagId);
  if (at < 0) return undefined;
  const body = checkedFields(book, tagId, input);
  if ('code' in body) return body;
  const problem = kindChangeProblem(tagOf(book, book.tags[at]!), body.kind);
  if (problem) return refusal('validation', { kind: problem });
  book.tags[at] = recordOf(tagId, body);
  return { tag: tagOf(book, book.tags[at]) };
}

export function tagUsage(world: World, tagId: number): TagUsageAnswer | undefined {
  const book = tagBookOf(world);
  const record = findTag(world, tagId);
  if (!record) return undefined;
  const carriers = Object.entries(carriersOf(book, record.kind)).filter(([, ids]) => ids.includes(tagId));
  const sample = carriers.slice(0, TAG_USAGE_SAMPLE).flatMap(([id]) => targetOf(world, record.kind, Number(id)) ?? []);
  const companies = new Set(carriers.map(([id]) => (record.kind === 'company' ? Number(id) : (targetOf(world, 'product', Number(id))?.companyId ?? 0))));
  return { tag: tagOf(book, record), products: record.kind === 'product' ? carriers.length : 0, companies: companies.size, sample };
}

export function deleteTag(world: World, tagId: number): TagDeletedAnswer | undefined {
  const book = tagBookOf(world);
  const record = findTag(world, tagId);
  if (!record) return undefined;
  const carriers = carriersOf(book, record.kind);
  let untagged = 0;
  for (const [id, ids] of Object.entries(carriers)) {
    if (!ids.includes(tagId)) continue;
    untagged += 1;
    const left = ids.filter((other) => other !== tagId);
    if (left.length) carriers[Number(id)] = left;
    else delete carriers[Number(id)];
  }
  book.tags = book.tags.filter((tag) => tag.id !== tagId);
  return { id: tagId, untagged };
}

/** Puts the tag on the target, or takes it off; whether that changed anything. */
export function setTag(book: TagBook, record: TagRecord, targetId: number, action: 'assign' | 'remove'): boolean {
  const carriers = carriersOf(book, record.kind);
  const ids = carriers[targetId] ?? [];
  const has = ids.includes(record.id);
  if (action === 'assign' && !has) carriers[targetId] = [...ids, record.id];
  else if (action === 'remove' && has) {
    const left = ids.filter((id) => id !== record.id);
    if (left.length) carriers[targetId] = left;
    else delete carriers[targetId];
  } else return false;
  return true;
}

/** Hand assignment: every target must exist (else nothing changes); assigning needs an active tag of the target's kind. */
export function assignTag(world: World, tagId: number, body: { action: 'assign' | 'remove'; targetIds: number[] }): TagAssignAnswer | Refusal | undefined {
  const book = tagBookOf(world);
  const record = findTag(world, tagId);
  if (!record) return undefined;
  const problem = body.action === 'assign' ? assignProblem(record, record.kind) : null;
  if (problem) return refusal('validation', { targetIds: problem });
  const unknown = body.targetIds.filter((id) => !targetOf(world, record.kind, id));
  if (unknown.length) return refusal('validation', { targetIds: 'adminTags.validation.targetsUnknown' });
  const changed = body.targetIds.filter((id) => setTag(book, record, id, body.action)).length;
  return { tag: tagOf(book, record), changed };
}
