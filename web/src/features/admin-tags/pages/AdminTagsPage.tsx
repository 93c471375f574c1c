/**
 * /admin/tag-management (admin): the tags (list, new, edit, delete with what it touches), assigning one by hand to
 * products or companies picked across companies, and assigning from a file. The part on show is `?view=`; every
 * dialog is in the URL (`?action=create|edit|delete|assign&item=<id>`).
 */
import { TabStrip } from '@web/components/TabStrip';
import { useTranslation } from 'react-i18next';
import type { StaffFileProps } from '@web/components/StaffFilePanel';
import type { TagFormFields, TagUsageAnswer } from '@contract/admin-tags/tag.api';
import type { Tag, TagKind } from '@contract/admin-tags/tag.types';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';
import { AssignDialog } from '../components/AssignDialog';
import { TagDeleteDialog } from '../components/TagDeleteDialog';
import { TagFilePanel } from '../components/TagFilePanel';
import { TagFormDialog } from '../components/TagFormDialog';
import { TagsListPanel, type TagsListProps } from '../components/TagsListPanel';
import { TargetsListPanel, type TargetsListProps } from '../components/TargetsListPanel';
import type { TagCommand } from '../admin-tags.resources';

export const TAG_VIEWS = ['tags', 'targets', 'file'] as const;
export type TagView = (typeof TAG_VIEWS)[number];
export type TagDialog = 'create' | 'edit' | 'delete' | 'assign';

export interface AdminTagsPageProps extends StaffFileProps {
  view: TagView;
  onViewChange: (view: TagView) => void;
  tags: TagsListProps;
  targets: TargetsListProps;
  /** Every tag (both kinds, both statuses): badges and the assign dialog's choices. */
  allTags: readonly Tag[];
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  /** The tag the edit or delete dialog names, with what carries it; null while it loads. */
  usage: TagUsageAnswer | null;
  usageError: ApiFailure | null;
  commandOf: (name: TagCommand) => CommandView;
  onCreate: (body: TagFormFields) => void;
  onSave: (tagId: number, body: TagFormFields) => void;
  onDelete: (tagId: number, confirmation: string) => void;
  onAssign: (tagId: number, body: { action: 'assign' | 'remove'; targetIds: number[] }) => void;
  onOpenDialog: (name: TagDialog, tagId?: number) => void;
}

function ViewNav({ view, onViewChange }: Pick<AdminTagsPageProps, 'view' | 'onViewChange'>) {
  const { t } = useTranslation();
  return (
    <TabStrip
      tabs={TAG_VIEWS}
      active={view}
      onChange={onViewChange}
      label={t('routes.adminTagManagement')}
      render={(id) => t(`adminTags.views.${id}`)}
      idPrefix="tag-view"
      testIdPrefix="tag-view"
      controls={() => 'tag-view-panel'}
      testId="tag-views"
    />
  );
}

const activeOfKind = (tags: readonly Tag[], kind: TagKind) => tags.filter((tag) => tag.kind === kind && tag.status === 'active');

export function AdminTagsPage(props: AdminTagsPageProps) {
  const { view, tags, targets, allTags, selected, usage, commandOf, onOpenDialog } = props;
  const tagId = usage?.tag.id;
  return (
    <div data-testid="admin-tags">
      <ViewNav view={view} onViewChange={props.onViewChange} />
      <div role="tabpanel" id="tag-view-panel" aria-labelledby={`tag-view-${view}`}>
        {view === 'tags' ? (
          <TagsListPanel
            list={tags}
            onAdd={() => onOpenDialog('create')}
            actions={{ onEdit: (tag) => onOpenDialog('edit', tag.id), onDelete: (tag) => onOpenDialog('delete', tag.id) }}
          />
        ) : null}
        {view === 'targets' ? (
          <TargetsListPanel list={targets} tags={allTags} selected={selected} onSelect={props.onSelect} onAssign={() => onOpenDialog('assign')} />
        ) : null}
        {view === 'file' ? (
          <TagFilePanel
            upload={props.upload}
            templateHref={props.templateHref}
            errorFileUrl={props.errorFileUrl}
            onSend={props.onSendFile}
            onReset={props.onUploadReset}
          />
        ) : null}
      </div>
      <TagFormDialog name="create" command={commandOf('create')} onSubmit={props.onCreate} />
      {usage ? <TagFormDialog name="edit" tag={usage.tag} command={commandOf('save')} onSubmit={(body) => props.onSave(usage.tag.id, body)} /> : null}
      <TagDeleteDialog
        usage={usage}
        loadError={props.usageError}
        command={commandOf('remove')}
        onConfirm={(typed) => tagId !== undefined && props.onDelete(tagId, typed)}
      />
      <AssignDialog tags={activeOfKind(allTags, targets.query.tab)} selected={selected.map(Number)} command={commandOf('assign')} onSubmit={props.onAssign} />
    </div>
  );
}
