/**
 * Tags for the page stories, from the same seeded world the sandbox serves, read with the world operations its routes
 * call (listTags, listTagTargets, tagUsage): a story shows what the screen would.
 */
import type { TagListAnswer, TagTargetListAnswer, TagUsageAnswer } from '@contract/admin-tags/tag.api';
import { parseTagQuery, parseTagTargetQuery, type TagListQuery, type TagTargetQuery } from '@contract/admin-tags/tag.query';
import type { Tag } from '@contract/admin-tags/tag.types';
import type { RawQuery } from '@contract/lists/list-query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { listTags, tagUsage } from '@mocks/world/tags/tag-operations';
import { listTagTargets } from '@mocks/world/tags/tag-targets';
import { createWorld } from '@mocks/world/world';
import type { TagImportState } from '@web/features/admin-tags/tag-import.slice';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const tagQuery = (raw: RawQuery = {}): TagListQuery => parseTagQuery(raw);
export const targetQuery = (raw: RawQuery = {}): TagTargetQuery => parseTagTargetQuery(raw);
export const tagsPage = (query: TagListQuery): TagListAnswer => listTags(world, query);
export const targetsPage = (query: TagTargetQuery): TagTargetListAnswer => listTagTargets(world, query);
export const ALL_TAGS: readonly Tag[] = listTags(world, tagQuery({ pageSize: '100' })).items;
export const tagNamed = (english: string): Tag => ALL_TAGS.find((tag) => tag.name.en === english)!;
export const usageOf = (english: string): TagUsageAnswer => tagUsage(world, tagNamed(english).id)!;

const transaction = (fields: Partial<Transaction>): Transaction => ({
  id: 'tx-tags-1',
  companyId: 0,
  date: new Date(STORY_NOW).toISOString(),
  updatedAt: new Date(STORY_NOW).toISOString(),
  status: 'inProgress',
  method: 'tagAssign',
  file: 'tags.xlsx',
  importErrorFile: null,
  error: null,
  childErrors: [],
  rows: null,
  progress: { done: 40, total: 120 },
  createdBy: 'usr-admin',
  ...fields,
});

export const UPLOADS = {
  idle: { status: 'idle', fileName: null, transaction: null, error: null },
  running: { status: 'running', fileName: 'tags.xlsx', transaction: transaction({}), error: null },
  warning: {
    status: 'finished',
    fileName: 'tags.xlsx',
    error: null,
    transaction: transaction({
      status: 'warning',
      rows: 3,
      progress: { done: 3, total: 3 },
      importErrorFile: 'tags-errors.xlsx',
      error: { code: 'importRowsFailed', message: 'Some rows were refused.' },
      childErrors: [
        {
          code: 'row 3',
          message: 'Company ID: No company has the ID 999999.',
          reasons: [{ code: 'adminTags.reasons.companyUnknown', column: 'Company ID', params: { companyId: 999999 } }],
        },
      ],
    }),
  },
  done: { status: 'finished', fileName: 'tags.xlsx', error: null, transaction: transaction({ status: 'done', rows: 3, progress: { done: 3, total: 3 } }) },
} satisfies Record<string, TagImportState>;
