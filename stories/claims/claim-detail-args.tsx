/** Claim Detail's props for one sample claim, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { ClaimDetailPage, type ClaimDetailPageProps, type ClaimDialog } from '@web/features/claims/pages/ClaimDetailPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, readyDetail, STORY_NOW } from '../support/order-data';
import { CLAIMS, type ClaimSample } from './claim-data';

export function claimArgs(sample: ClaimSample, overrides: Partial<ClaimDetailPageProps> = {}): ClaimDetailPageProps {
  const detail = CLAIMS[sample];
  return {
    state: readyDetail(detail, detail.claim.id),
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onRetry: fn(),
    clock: () => STORY_NOW,
    ...overrides,
  };
}

/** `/claims/<id>` of a sample with a query (`?tab=items`, `?action=reject`). */
export const claimRoute = (sample: ClaimSample, search = '') => `${pathOf('claimDetail', { claimId: CLAIMS[sample].claim.id })}${search}`;

/** The page as its view gives it: the actions open their dialog through the URL (and the spy still hears them). */
export function ClaimDetailWithUrl(props: ClaimDetailPageProps) {
  const [, open] = useUrlDialog<ClaimDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: ClaimDialog) => {
      onOpenDialog(name);
      open(name);
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <ClaimDetailPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}
