/** The claims list, and Claim Detail with its two decisions. */
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { listExport } from '@web/lib/resources/export.sagas';
import { createListResource } from '@web/lib/resources/list-resource';
import { approveClaim, fetchClaim, fetchClaims, rejectClaim, type ClaimRejectForm } from './claims.api';

export const claimsList = createListResource('claimsList', fetchClaims);
export const claimsExport = listExport(CLAIM_ROUTES.export);

/** A decided claim no longer waits for the seller: the sidebar's claims badge comes down at once. */
const DECIDES = { changesSession: true };

export const claimDetail = createDetailResource('claimDetail', fetchClaim, {
  approve: command((id) => approveClaim(id), 'claims.approve.done', DECIDES),
  reject: command((id, form: ClaimRejectForm) => rejectClaim(id, form), 'claims.reject.done', DECIDES),
});

export type ClaimCommand = CommandName<typeof claimDetail>;
export type OnClaimCommand = OnCommand<typeof claimDetail>;
