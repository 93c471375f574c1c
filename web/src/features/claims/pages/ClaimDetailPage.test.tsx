import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { claimFixture } from '../components/claim-fixture';
import { ClaimDetailPage, type ClaimDetailPageProps } from './ClaimDetailPage';

const ready = (claim = claimFixture()): DetailState<ClaimDetailAnswer> => ({ status: 'ready', id: claim.id, data: { claim }, error: null, command: null });
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, props: Partial<ClaimDetailPageProps> = {}) {
  const onCommand = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <ClaimDetailPage
        state={ready()}
        commandOf={() => idle}
        onCommand={onCommand}
        onOpenDialog={vi.fn()}
        onRetry={vi.fn()}
        clock={() => Date.parse('2026-01-25T10:15:00.000Z')}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onCommand };
}

describe('ClaimDetailPage', () => {
  it('counts down to the decision deadline while the claim waits, urgent in its last two days', () => {
    renderAt('/claims/100100000007');
    const countdown = within(screen.getByTestId('field-decideBy')).getByTestId('countdown');
    expect(countdown).toHaveAttribute('data-state', 'urgent');
    expect(countdown).toHaveTextContent(i18n.t('countdown.left', { days: 1, hours: '00', minutes: '00', seconds: '00' }));
  });

  it('has no decision deadline once the claim is decided', () => {
    renderAt('/claims/100100000007', { state: ready(claimFixture({ status: 'requestApproved' })) });
    expect(screen.getByTestId('field-decideBy')).toHaveTextContent('—');
  });

  it('says in the approve dialog what is refunded: the amount and the items', async () => {
    renderAt('/claims/100100000007?action=approve');
    const dialog = await screen.findByTestId('dialog-approve');
    expect(within(dialog).getByTestId('approve-refund')).toHaveTextContent(/449\.90/);
    expect(within(dialog).getByTestId('approve-refund')).toHaveTextContent('Keten gömlek, beyaz, M');
  });

  it('says in the approve dialog that a missing invoice refunds nothing', async () => {
    renderAt('/claims/100100000007?action=approve', { state: ready(claimFixture({ type: 'missingInvoice' })) });
    const dialog = await screen.findByTestId('dialog-approve');
    expect(within(dialog).getByTestId('approve-refund')).toHaveTextContent(i18n.t('claims.approve.noRefund.missingInvoice'));
  });

  it('shows the chosen reject photos as thumbnails', async () => {
    const createObjectURL = vi.fn(() => 'blob:seam');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderAt('/claims/100100000007?action=reject');
    const dialog = within(await screen.findByTestId('dialog-reject'));
    const photo = new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], 'seam.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.getByTestId('reject-photos'), { target: { files: [photo] } });
    await waitFor(() => expect(dialog.getByRole('img', { name: 'seam.jpg' })).toHaveAttribute('src', 'blob:seam'));
    expect(createObjectURL).toHaveBeenCalledWith(photo);
    vi.unstubAllGlobals();
  });

  it('links the order, and turns both decisions off for a claim no longer waiting, saying why once', () => {
    renderAt('/claims/100100000007', { state: ready(claimFixture({ status: 'waitingAdmin' })) });
    expect(screen.getByTestId('claim-order-link')).toHaveAttribute('href', '/orders/1001000042');
    expect(screen.getByTestId('action-approve')).toBeDisabled();
    expect(screen.getByTestId('action-reject')).toBeDisabled();
    expect(screen.getAllByText(i18n.t('errors.claimNotWaiting'))).toHaveLength(1);
  });

  it('rejects with a reason, a note and a chosen photo', async () => {
    const { onCommand } = renderAt('/claims/100100000007?action=reject');
    const dialog = within(await screen.findByTestId('dialog-reject'));
    fireEvent.change(dialog.getByLabelText(i18n.t('claims.reject.reason')), { target: { value: 'noFaultFound' } });
    fireEvent.change(dialog.getByLabelText(i18n.t('claims.reject.note')), { target: { value: 'The seams are intact.' } });
    const photo = new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], 'seam.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.getByTestId('reject-photos'), { target: { files: [photo] } });
    await waitFor(() => expect(dialog.getByTestId('reject-photo-names')).toHaveTextContent('seam.jpg'));
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('reject', { reason: 'noFaultFound', note: 'The seams are intact.', photos: [photo] }));
  });

  it('keeps a photo that is not an image from being sent, and says why', async () => {
    const { onCommand } = renderAt('/claims/100100000007?action=reject');
    const dialog = within(await screen.findByTestId('dialog-reject'));
    fireEvent.change(dialog.getByTestId('reject-photos'), { target: { files: [new File(['%PDF-1.4'], 'seam.png')] } });
    await waitFor(() => expect(dialog.getByTestId('reject-photos-error')).toHaveTextContent(i18n.t('validation.imageContent')));
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('validation.claimRejectReasonRequired'))).toBeInTheDocument());
    expect(onCommand).not.toHaveBeenCalled();
  });
});
