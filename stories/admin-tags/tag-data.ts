/**
 * Tags for the page stories, from the same seeded world the sandbox serves, read with the world operations its routes
 * call (listTags, listTagTargets, tagUsage): a story shows what the screen would.
 */
import type { TagListAnswer, TagTargetListAnswer, TagUsageAnswer } from '@contract/admin-tags/tag.api';
import { parseTagQuery, parseTagTargetQuery, type TagListQuery, type TagTargetQuery } from '@contract/admin-tags/tag.query';
import type { Tag } from '@contract/admin-tags/tag.types';
import type { RawQuery } from '@contract/lists/list-query';
import { listTags, tagUsage } from '@mocks/world/tags/tag-operations';
import { listTagTargets } from '@mocks/world/tags/tag-targets';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';
import { staffUploadStates } from '../support/staff-upload-states';

const world = createWorld({ now: STORY_NOW });

export const tagQuery = (raw: RawQuery = {}): TagListQuery => parseTagQuery(raw);
export const targetQuery = (raw: RawQuery = {}): TagTargetQuery => parseTagTargetQuery(raw);
export const tagsPage = (query: TagListQuery): TagListAnswer => listTags(world, query);
export const targetsPage = (query: TagTargetQuery): TagTargetListAnswer => listTagTargets(world, query);
export const ALL_TAGS: readonly Tag[] = listTags(world, tagQuery({ pageSize: '100' })).items;
export const tagNamed = (english: string): Tag => ALL_TAGS.find((tag) => tag.name.en === english)!;
export const usageOf = (english: string): TagUsageAnswer => tagUsage(world, tagNamed(english).id)!;

export const UPLOADS = staffUploadStates({
  method: 'tagAssign',
  file: 'tags',
  refusal: {
    message: 'Company ID: No company has the ID 999999.',
    reason: { code: 'adminTags.reasons.companyUnknown', column: 'Company ID', params: { companyId: 999999 } },
  },
  doneRows: 3,
});
