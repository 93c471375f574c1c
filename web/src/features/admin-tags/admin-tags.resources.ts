/**
 * The tags list, the targets list (products or companies across companies), the active tags the assign dialog offers,
 * and one tag's usage with the commands (create runs with id 0; each command answers nothing: the lists reload).
 */
import type { AssignTagFields, TagFormFields } from '@contract/admin-tags/tag.api';
import { TAG_ROUTES } from '@contract/admin-tags/tag.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { assignTag, createTag, deleteTag, fetchTags, fetchTagTargets, fetchTagUsage, updateTag } from './admin-tags.api';

export const tagsList = createListResource('adminTagsList', fetchTags);
export const tagsExport = staffListExport(TAG_ROUTES.export);
export const tagTargetsList = createListResource('adminTagTargets', fetchTagTargets);
export const tagChoices = createListResource('adminTagChoices', fetchTags);

export const tagDetail = createDetailResource('adminTag', fetchTagUsage, {
  create: command((_id, body: TagFormFields) => createTag(body).then(() => null), 'adminTags.form.created'),
  save: command((id, body: TagFormFields) => updateTag(id, body).then(() => null), 'adminTags.form.saved'),
  remove: command((id, confirmation: string) => deleteTag(id, confirmation).then(() => null), 'adminTags.delete.done'),
  assign: command((id, body: AssignTagFields) => assignTag(id, body).then(() => null), 'adminTags.assign.done'),
});

export type TagCommand = CommandName<typeof tagDetail>;
export type OnTagCommand = OnCommand<typeof tagDetail>;
