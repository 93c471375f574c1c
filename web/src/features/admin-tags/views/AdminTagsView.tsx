import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  parseTagQuery,
  parseTagTargetQuery,
  TAG_FILTER_KEYS,
  TAG_TARGET_FILTER_KEYS,
  tagQueryToRaw,
  tagTargetProblems,
  tagTargetQueryToRaw,
  productSearchReady,
} from '@contract/admin-tags/tag.query';
import type { TagTargetQuery } from '@contract/admin-tags/tag.query';
import type { TagKind } from '@contract/admin-tags/tag.types';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { tagErrorFileUrl, tagTemplateUrl } from '../admin-tags.api';
import { tagChoices, tagDetail, tagsExport, tagsList, tagTargetsList } from '../admin-tags.resources';
import { AdminTagsPage, TAG_VIEWS, type TagDialog, type TagView } from '../pages/AdminTagsPage';
import { selectTagImport, tagFileSent, tagImportReset } from '../tag-import.slice';

const TAG_FILTERS = { keys: TAG_FILTER_KEYS, parse: (applied: AppliedFilters) => parseTagQuery(applied) };
const TARGET_FILTERS = { keys: TAG_TARGET_FILTER_KEYS, parse: (applied: AppliedFilters) => parseTagTargetQuery(applied) };
/** Every tag, for badges and the assign dialog's choices (the tags are a short staff list). */
const ALL_TAGS = parseTagQuery({ pageSize: '100' });
/** Products are searched in a company, or by id: until then nothing is asked and the list says what to do. */
const targetProblems = (query: TagTargetQuery) =>
  tagTargetProblems(query) ?? (query.tab === 'product' && !productSearchReady(query) ? { companyId: 'adminTags.targetsPrompt' } : null);

/** /admin/tag-management: the view (`?view=`), each list's state and every dialog live in the URL. */
export function AdminTagsView() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const view: TagView = TAG_VIEWS.find((id) => id === params.get('view')) ?? 'tags';
  const [dialog, open, close] = useUrlDialog<TagDialog>();
  const item = Number(params.get('item')) || null;
  const tags = useListScreen({ list: tagsList, parse: parseTagQuery, toRaw: tagQueryToRaw, filters: TAG_FILTERS, enabled: view === 'tags' });
  const targets = useListScreen({
    list: tagTargetsList,
    parse: parseTagTargetQuery,
    toRaw: tagTargetQueryToRaw,
    problems: targetProblems,
    filters: TARGET_FILTERS,
    enabled: view === 'targets',
  });
  // The selection belongs to the kind on show: another tab starts with none.
  const tab = targets.query.tab;
  const [picked, setPicked] = useState<{ tab: TagKind; keys: string[] }>({ tab, keys: [] });
  const selected = picked.tab === tab ? picked.keys : [];
  const choices = useSelector(tagChoices.select);
  const detail = useSelector(tagDetail.select);
  const upload = useSelector(selectTagImport);
  useEffect(() => {
    dispatch(tagChoices.requested(ALL_TAGS));
  }, [dispatch]);
  useEffect(() => {
    if ((dialog === 'edit' || dialog === 'delete') && item) dispatch(tagDetail.requested(item));
  }, [dispatch, dialog, item]);
  const removed = detail.command?.name === 'remove' && detail.command.status === 'done';
  useEffect(() => {
    if (removed && dialog === 'delete') close();
  }, [removed, dialog, close]);
  const openDialog = useCallback((name: TagDialog, tagId?: number) => open(name, tagId === undefined ? {} : { item: String(tagId) }), [open]);
  const shownUsage = detail.data && detail.data.tag.id === item ? detail.data : null;
  return (
    <AdminTagsPage
      view={view}
      onViewChange={(next) => setParams({ view: next })}
      tags={{ ...tags.page, onExport: () => dispatch(tagsExport.requested(tagQueryToRaw(tags.query))) }}
      targets={targets.page}
      allTags={choices.page?.items ?? []}
      selected={selected}
      onSelect={(keys) => setPicked({ tab, keys })}
      usage={shownUsage}
      usageError={detail.status === 'error' ? detail.error : null}
      commandOf={(name) => commandView(detail, name)}
      onCreate={(body) => dispatch(tagDetail.commandCalled(0, 'create', body))}
      onSave={(tagId, body) => dispatch(tagDetail.commandCalled(tagId, 'save', body))}
      onDelete={(tagId, confirmation) => dispatch(tagDetail.commandCalled(tagId, 'remove', confirmation))}
      onAssign={(tagId, body) => dispatch(tagDetail.commandCalled(tagId, 'assign', body))}
      onOpenDialog={openDialog}
      upload={upload}
      templateHref={tagTemplateUrl()}
      errorFileUrl={tagErrorFileUrl}
      onSendFile={(file) => dispatch(tagFileSent(file))}
      onUploadReset={() => dispatch(tagImportReset())}
    />
  );
}
