import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BanPreview, CompanyToolRow } from '@contract/admin-companies/company-tools';
import { confirmationTextOf } from '@contract/admin/typed-confirmation';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { TypedConfirmDialog } from '@web/components/detail/TypedConfirmDialog';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';
import type { CompanyToolCommand, OnCompanyToolCommand } from '../company-tools.resources';

export interface CompanyToolDialogsProps {
  rows: readonly CompanyToolRow[];
  /** The ban preview of the company in the URL (`?action=ban&item=<id>`), null while it loads or failed. */
  preview: BanPreview | null;
  previewError: ApiFailure | null;
  commandOf: (name: CompanyToolCommand) => CommandView;
  onCommand: OnCompanyToolCommand;
}

/** Suspend and allow ask once (each undoes the other); a ban shows what it stops, then the company's name typed again. */
export function CompanyToolDialogs({ rows, preview, previewError, commandOf, onCommand }: CompanyToolDialogsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const row = rows.find((candidate) => String(candidate.companyId) === params.get('item'));
  const ban = commandOf('ban');
  return (
    <>
      {row
        ? (['suspend', 'allow'] as const).map((name) => (
            <UrlFormDialog<Record<string, never>>
              key={name}
              name={name}
              titleKey={`adminCompanyTools.${name}.title`}
              titleValues={{ name: row.name }}
              submitKey={`adminCompanyTools.${name}.submit`}
              submitColor={name === 'suspend' ? 'warning' : 'success'}
              initialValues={{}}
              onSubmit={() => onCommand(row.companyId, 'setImportState', name === 'suspend' ? 'suspended' : 'allowed')}
              {...commandOf('setImportState')}
            >
              {() => (
                <p className="mb-0" data-testid={`${name}-question`}>
                  {t(`adminCompanyTools.${name}.question`, { name: row.name, text: t('errors.importSuspended') })}
                </p>
              )}
            </UrlFormDialog>
          ))
        : null}
      <TypedConfirmDialog
        name="ban"
        titleKey="adminCompanyTools.ban.title"
        titleValues={{ name: preview?.companyName ?? '' }}
        expected={preview ? confirmationTextOf({ kind: 'name', name: preview.companyName }) : ''}
        hintKey="adminCompanyTools.ban.confirmHint"
        confirmKey="adminCompanyTools.ban.submit"
        onConfirm={(typed) => preview && onCommand(preview.companyId, 'ban', typed)}
        busy={ban.submitting}
        error={ban.error}
      >
        {preview ? (
          <div data-testid="ban-preview">
            <p>{t('adminCompanyTools.ban.summary', { name: preview.companyName, text: t('errors.importBanned') })}</p>
            <p className="mb-1">{t(`adminCompanyTools.ban.current.${preview.importState}`)}</p>
            <p className="mb-0" data-testid="ban-under-way">
              {t('adminCompanyTools.ban.underWay', { count: preview.importsUnderWay })}
            </p>
          </div>
        ) : previewError ? (
          <ErrorAlert error={previewError} />
        ) : (
          <CSpinner size="sm" aria-label={t('common.loading')} />
        )}
      </TypedConfirmDialog>
    </>
  );
}
