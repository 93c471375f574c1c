import { claimDetail } from './claims.resources';

describe('the claim decisions', () => {
  it('change the session, so the sidebar’s claims badge drops at once', () => {
    expect([claimDetail.commands.approve.changesSession, claimDetail.commands.reject.changesSession]).toEqual([true, true]);
  });
});
