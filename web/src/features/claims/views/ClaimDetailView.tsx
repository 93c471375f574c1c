import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { claimDetail, type ClaimCommand } from '../claims.resources';
import { ClaimDetailPage, type ClaimDialog } from '../pages/ClaimDetailPage';

/** /claims/:claimId: the dialogs are `?action=approve|reject`. */
export function ClaimDetailView() {
  const dispatch = useDispatch();
  const id = Number(useParams().claimId);
  const [, openDialog] = useUrlDialog<ClaimDialog>();
  const state = useSelector(claimDetail.select);
  useEffect(() => {
    dispatch(claimDetail.requested(id));
  }, [dispatch, id]);
  return (
    <ClaimDetailPage
      state={state}
      commandOf={(name: ClaimCommand) => commandView(state, name)}
      onCommand={(...call) => dispatch(claimDetail.commandCalled(id, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(claimDetail.requested(id))}
    />
  );
}
