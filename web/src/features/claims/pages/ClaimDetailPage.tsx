import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import { claimDecisionRefusal } from '@contract/claims/claim.rules';
import { pathOf } from '@contract/routes';
import type { DetailAction } from '@web/components/detail/DetailHeader';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { systemClock, type Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { ClaimCommand, OnClaimCommand } from '../claims.resources';
import { ClaimDialogs, type ClaimDialog } from '../components/ClaimDialogs';
import { CLAIM_STATUS_COLOR } from '../components/ClaimStatusBadge';
import { claimTabs } from '../components/claim-tabs';

export type { ClaimDialog };

export interface ClaimDetailPageProps {
  state: DetailState<ClaimDetailAnswer>;
  commandOf: (name: ClaimCommand) => CommandView;
  onCommand: OnClaimCommand;
  onOpenDialog: (name: ClaimDialog) => void;
  onRetry: () => void;
  /** What the decision deadline counts with (a story's stands still). */
  clock?: Clock;
}

/** Claim Detail (spec §2, §3): every field of the claim, and approve or reject while it waits for the seller (§4). */
export function ClaimDetailPage({ state, commandOf, onCommand, onOpenDialog, onRetry, clock = systemClock }: ClaimDetailPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const claim = state.data?.claim;
  const refusal = claim ? claimDecisionRefusal(claim) : null;
  const decision = (id: ClaimDialog, color: 'success' | 'danger'): DetailAction => ({
    id,
    labelKey: `claims.${id}.action`,
    color,
    ...(id === 'reject' ? { variant: 'outline' as const } : {}),
    onClick: () => onOpenDialog(id),
    disabled: refusal !== null,
    disabledReasonKey: `errors.${refusal ?? 'generic'}`,
  });
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="claims.loadError"
      onRetry={onRetry}
      titleKey="claims.detail.title"
      titleValues={{ id: claim?.id ?? '' }}
      subtitle={
        claim ? <Link to={pathOf('orderDetail', { orderId: claim.orderId })}>{t('claims.detail.order', { id: claim.marketplaceOrderId })}</Link> : undefined
      }
      badges={
        claim
          ? [
              { id: 'status', labelKey: `claims.status.${claim.status}`, color: CLAIM_STATUS_COLOR[claim.status] },
              { id: 'type', labelKey: `claims.types.${claim.type}`, color: 'secondary' },
            ]
          : []
      }
      actions={claim ? [decision('approve', 'success'), decision('reject', 'danger')] : []}
      backTo={pathOf('claims')}
      tabs={claim ? claimTabs(claim, format, clock) : []}
    >
      {claim ? <ClaimDialogs claim={claim} commandOf={commandOf} onCommand={onCommand} /> : null}
    </DetailScreen>
  );
}
