import { useTranslation } from 'react-i18next';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ClaimCommand, OnClaimCommand } from '../claims.resources';
import { ClaimRejectFields, EMPTY_REJECT, rejectBody, validateReject, type ClaimRejectValues } from './ClaimRejectFields';

/** The dialogs Claim Detail opens by URL (`?action=<name>`). */
export type ClaimDialog = 'approve' | 'reject';

export interface ClaimDialogsProps {
  commandOf: (name: ClaimCommand) => CommandView;
  onCommand: OnClaimCommand;
}

/** Approve asks first (a decision cannot be taken back); reject takes a reason, a note and optional photos. */
export function ClaimDialogs({ commandOf, onCommand }: ClaimDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <UrlFormDialog<Record<string, never>>
        name="approve"
        titleKey="claims.approve.title"
        submitKey="claims.approve.submit"
        submitColor="success"
        initialValues={{}}
        onSubmit={() => onCommand('approve')}
        {...commandOf('approve')}
      >
        {() => <p className="mb-0">{t('claims.approve.note')}</p>}
      </UrlFormDialog>
      <UrlFormDialog<ClaimRejectValues>
        name="reject"
        titleKey="claims.reject.title"
        submitKey="claims.reject.submit"
        submitColor="danger"
        initialValues={EMPTY_REJECT}
        validate={validateReject}
        onSubmit={(values) => onCommand('reject', rejectBody(values))}
        {...commandOf('reject')}
      >
        {(form) => <ClaimRejectFields form={form} />}
      </UrlFormDialog>
    </>
  );
}
