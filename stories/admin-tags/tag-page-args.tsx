/** The tag page's props for the stories, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import type { TagKind } from '@contract/admin-tags/tag.types';
import type { RawQuery } from '@contract/lists/list-query';
import { AdminTagsPage, type AdminTagsPageProps, type TagDialog } from '@web/features/admin-tags/pages/AdminTagsPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, readyList } from '../support/order-data';
import { ALL_TAGS, tagQuery, tagsPage, targetQuery, targetsPage, UPLOADS } from './tag-data';

export const handlers = () => ({ onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() });

export function targetsOf(raw: RawQuery & { tab?: TagKind }) {
  const query = targetQuery(raw);
  return { query, state: readyList(targetsPage(query)), ...handlers() };
}

export function pageArgs(overrides: Partial<AdminTagsPageProps> = {}): AdminTagsPageProps {
  const query = tagQuery();
  return {
    view: 'tags',
    onViewChange: fn(),
    tags: { query, state: readyList(tagsPage(query)), ...handlers() },
    targets: targetsOf({}),
    allTags: ALL_TAGS,
    selected: [],
    onSelect: fn(),
    usage: null,
    usageError: null,
    commandOf: commandIn(),
    onCreate: fn(),
    onSave: fn(),
    onDelete: fn(),
    onAssign: fn(),
    onOpenDialog: fn(),
    upload: UPLOADS.idle,
    templateHref: '/api/admin/tag-template?lang=en',
    errorFileUrl: (id, language) => `/api/admin/tag-imports/${id}/error-file?lang=${language}`,
    onSendFile: fn(),
    onUploadReset: fn(),
    ...overrides,
  };
}

/** The page as its view gives it: the buttons open their dialog through the URL (and the spy still hears them). */
export function TagsPageWithUrl(props: AdminTagsPageProps) {
  const [, open] = useUrlDialog<TagDialog>();
  const { onOpenDialog } = props;
  const opened = useCallback(
    (name: TagDialog, tagId?: number) => {
      onOpenDialog(name, tagId);
      open(name, tagId === undefined ? {} : { item: String(tagId) });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <AdminTagsPage {...props} onOpenDialog={opened} />
    </Padded>
  );
}
