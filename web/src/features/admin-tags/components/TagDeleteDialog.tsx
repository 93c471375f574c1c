/** `?action=delete&item=<id>`: what the delete touches (counts and a sample), then the tag's English name typed again. */
import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { TagUsageAnswer } from '@contract/admin-tags/tag.api';
import { deleteConfirmationOf } from '@contract/admin-tags/tag.rules';
import { TypedConfirmDialog } from '@web/components/detail/TypedConfirmDialog';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';
import { TagBadge } from './TagBadge';

export interface TagDeleteDialogProps {
  usage: TagUsageAnswer | null;
  loadError: ApiFailure | null;
  command: CommandView;
  onConfirm: (typed: string) => void;
}

function Preview({ usage }: { usage: TagUsageAnswer }) {
  const { t } = useTranslation();
  const { tag, products, companies, sample } = usage;
  const summary =
    tag.usage === 0
      ? t('adminTags.delete.unused')
      : tag.kind === 'product'
        ? t('adminTags.delete.products', { count: products, companies })
        : t('adminTags.delete.companies', { count: companies });
  return (
    <div data-testid="tag-usage">
      <p className="mb-2">
        <TagBadge tag={tag} />
      </p>
      <p className="mb-1" data-testid="tag-usage-summary">
        {summary}
      </p>
      {sample.length ? (
        <>
          <p className="mb-1">{t('adminTags.delete.sample')}</p>
          <ul className="mb-0" data-testid="tag-usage-sample">
            {sample.map((target) => (
              <li key={`${target.kind}-${target.id}`}>
                {target.kind === 'product' ? `${target.name} (${target.id}, ${target.companyName})` : `${target.name} (${target.id})`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function TagDeleteDialog({ usage, loadError, command, onConfirm }: TagDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <TypedConfirmDialog
      name="delete"
      titleKey="adminTags.delete.title"
      expected={usage ? deleteConfirmationOf(usage.tag) : ''}
      hintKey="typedConfirm.hint"
      confirmKey="adminTags.delete.confirm"
      onConfirm={onConfirm}
      busy={command.submitting}
      error={command.error}
    >
      {usage ? (
        <Preview usage={usage} />
      ) : loadError ? (
        <ErrorAlert error={loadError} />
      ) : (
        <p className="mb-0">
          <CSpinner size="sm" className="me-2" aria-hidden="true" />
          {t('adminTags.delete.loading')}
        </p>
      )}
    </TypedConfirmDialog>
  );
}
