import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelRecreateRefusal, labelRefreshRefusal, packageDeleteRefusal } from '@contract/packages/package.rules';
import type { PackageDetailAnswer } from '@contract/packages/package.api';
import { pathOf } from '@contract/routes';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import type { DetailAction } from '@web/components/detail/DetailHeader';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { packageTabs } from '../components/package-tabs';
import type { PackageCommand } from '../packages.resources';

/** The dialogs Package Detail opens by URL (`?action=<name>`). */
export type PackageDialog = 'recreate-label' | 'delete';

export interface PackageDetailPageProps {
  state: DetailState<PackageDetailAnswer>;
  canDelete: boolean;
  commandOf: (name: PackageCommand) => CommandView;
  onCommand: (name: PackageCommand) => void;
  onOpenDialog: (name: PackageDialog) => void;
  onRetry: () => void;
}

/** Package Detail: label refresh and re-create (with a confirm: the old label stops working), papers, tracking. */
export function PackageDetailPage({ state, canDelete, commandOf, onCommand, onOpenDialog, onRetry }: PackageDetailPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const detail = state.data;
  const pkg = detail?.package;
  const actions: DetailAction[] = pkg
    ? [
        {
          id: 'refreshLabel',
          labelKey: 'packages.label.refresh',
          variant: 'outline',
          onClick: () => onCommand('refreshLabel'),
          busy: commandOf('refreshLabel').submitting,
          disabled: labelRefreshRefusal(pkg) !== null,
          disabledReasonKey: `errors.${labelRefreshRefusal(pkg) ?? 'generic'}`,
        },
        {
          id: 'recreateLabel',
          labelKey: 'packages.label.recreate',
          onClick: () => onOpenDialog('recreate-label'),
          disabled: labelRecreateRefusal(pkg) !== null,
          disabledReasonKey: `errors.${labelRecreateRefusal(pkg) ?? 'generic'}`,
        },
        ...(canDelete && packageDeleteRefusal(pkg) === null
          ? [{ id: 'delete', labelKey: 'packages.delete.action', color: 'danger' as const, variant: 'ghost' as const, onClick: () => onOpenDialog('delete') }]
          : []),
      ]
    : [];
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="packages.loadError"
      onRetry={onRetry}
      titleKey="packages.detail.title"
      titleValues={{ id: pkg?.id ?? '' }}
      subtitle={pkg ? <Link to={pathOf('orderDetail', { orderId: pkg.orderId })}>{t('packages.detail.order', { id: pkg.orderId })}</Link> : undefined}
      badges={pkg ? [{ id: 'status', labelKey: `packages.status.${pkg.status}`, color: pkg.status === 'delayed' ? 'danger' : 'primary' }] : []}
      actions={actions}
      backTo={pathOf('packages')}
      tabs={detail ? packageTabs(detail, format) : []}
    >
      <UrlFormDialog<Record<string, never>>
        name="recreate-label"
        titleKey="packages.label.recreateTitle"
        submitKey="packages.label.recreate"
        initialValues={{}}
        onSubmit={() => onCommand('recreateLabel')}
        {...commandOf('recreateLabel')}
      >
        {() => <p className="mb-0">{t('packages.label.recreateConfirm')}</p>}
      </UrlFormDialog>
      {canDelete ? (
        <UrlFormDialog<Record<string, never>>
          name="delete"
          titleKey="packages.delete.title"
          submitKey="packages.delete.submit"
          submitColor="danger"
          initialValues={{}}
          onSubmit={() => onCommand('delete')}
          {...commandOf('delete')}
          // The view leaves for the list once the package is gone; the dialog must not step back onto it.
          succeeded={false}
        >
          {() => <p className="mb-0">{t('packages.delete.confirm')}</p>}
        </UrlFormDialog>
      ) : null}
    </DetailScreen>
  );
}
