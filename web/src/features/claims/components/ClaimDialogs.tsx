import { useTranslation } from 'react-i18next';
import type { Claim } from '@contract/claims/claim.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ClaimCommand, OnClaimCommand } from '../claims.resources';
import { ApproveRefund } from './ApproveRefund';
import { ClaimRejectFields, EMPTY_REJECT, rejectBody, validateReject, type ClaimRejectValues } from './ClaimRejectFields';

/** The dialogs Claim Detail opens by URL (`?action=<name>`). */
export type ClaimDialog = 'approve' | 'reject';

export interface ClaimDialogsProps {
  claim: Claim;
  commandOf: (name: ClaimCommand) => CommandView;
  onCommand: OnClaimCommand;
}

/**
 * Approve asks first, saying what it refunds (a decision cannot be taken back); reject takes a reason, a note and
 * optional photos, shown as thumbnails.
 */
export function ClaimDialogs({ claim, commandOf, onCommand }: ClaimDialogsProps) {
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
        {() => (
          <>
            <ApproveRefund claim={claim} />
            <p className="mb-0">{t('claims.approve.note')}</p>
          </>
        )}
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
