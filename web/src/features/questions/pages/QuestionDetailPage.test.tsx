import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { FIXTURE_NOW, questionFixture } from '../components/question-fixture';
import { QuestionDetailPage, type QuestionDetailPageProps } from './QuestionDetailPage';

const ready = (detail = questionFixture()): DetailState<QuestionDetailAnswer> => ({
  status: 'ready',
  id: detail.ticket.id,
  data: detail,
  error: null,
  command: null,
});
const idle = { submitting: false, error: null, succeeded: false };
const READY = [{ id: 1, title: 'Original product', message: 'All our products are original.' }];
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function renderAt(url: string, props: Partial<QuestionDetailPageProps> = {}) {
  const onCommand = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <QuestionDetailPage
        state={ready()}
        readyAnswers={READY}
        commandOf={() => idle}
        onCommand={onCommand}
        onOpenDialog={vi.fn()}
        onRetry={vi.fn()}
        clock={() => FIXTURE_NOW}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onCommand };
}

describe('QuestionDetailPage', () => {
  it('links the product and the order, counts down, and shows the conversation', () => {
    renderAt('/questions/1001000007');
    expect(screen.getByTestId('question-product-link')).toHaveAttribute('href', '/products/100100001');
    expect(screen.getByTestId('question-order-link')).toHaveAttribute('href', '/orders/1001000042');
    expect(screen.getByTestId('countdown')).toHaveTextContent(i18n.t('countdown.left', { days: 2, hours: '01', minutes: '02', seconds: '03' }));
    expect(within(screen.getByTestId('conversation')).getAllByTestId('ticket-message')).toHaveLength(1);
    expect(screen.getByTestId('action-reply')).toBeEnabled();
  });

  it('says why an expired question cannot be answered, before the click', () => {
    renderAt('/questions/1001000007', { clock: () => FIXTURE_NOW + 3 * 86_400_000 });
    expect(screen.getByTestId('action-reply')).toBeDisabled();
    expect(screen.getByTestId('reason-reply')).toHaveTextContent(i18n.t('errors.ticketExpired'));
    expect(screen.getByTestId('badge-status')).toHaveTextContent(i18n.t('questions.status.expired'));
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('replies with a ready answer put in with one click, a link and a file', async () => {
    const { onCommand } = renderAt('/questions/1001000007?action=reply');
    const dialog = within(await screen.findByTestId('dialog-reply'));
    fireEvent.click(dialog.getByTestId('ready-answer-1'));
    expect(dialog.getByLabelText(i18n.t('questions.reply.text'))).toHaveValue('All our products are original.');
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.reply.urls')), { target: { value: 'https://example.com/warranty' } });
    const file = new File([PNG], 'label.png', { type: 'image/png' });
    fireEvent.change(dialog.getByTestId('reply-attachments'), { target: { files: [file] } });
    await waitFor(() => expect(dialog.getByTestId('reply-attachment-names')).toHaveTextContent('label.png'));
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(onCommand).toHaveBeenCalledWith('reply', { text: 'All our products are original.', urls: 'https://example.com/warranty', attachments: [file] }),
    );
  });

  it('keeps a fourth item and a link that is not http(s) from being sent, and says why', async () => {
    const { onCommand } = renderAt('/questions/1001000007?action=reply');
    const dialog = within(await screen.findByTestId('dialog-reply'));
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.reply.text')), { target: { value: 'See the links.' } });
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.reply.urls')), {
      target: { value: 'https://a.example, https://b.example, https://c.example, https://d.example' },
    });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByTestId('reply-attachments-error')).toHaveTextContent(i18n.t('validation.replyTooManyItems')));
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.reply.urls')), { target: { value: 'ftp://a.example' } });
    await waitFor(() => expect(dialog.getByText(i18n.t('validation.replyUrlInvalid'))).toBeInTheDocument());
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('creates a claim with its type and explanation, and once one exists links it instead', async () => {
    const { onCommand } = renderAt('/questions/1001000007?action=claim');
    const dialog = within(await screen.findByTestId('dialog-claim'));
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.claim.type')), { target: { value: 'return' } });
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.claim.explanation')), { target: { value: ' Wants to return it. ' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('claim', { type: 'return', explanation: 'Wants to return it.' }));
  });

  it('turns the claim off for a question that has one, linking it, or whose order has not shipped', () => {
    renderAt('/questions/1001000007', { state: ready(questionFixture({ claimId: 1_001_000_099 })) });
    expect(screen.getByTestId('question-claim-link')).toHaveAttribute('href', '/claims/1001000099');
    expect(screen.getByTestId('action-claim')).toBeDisabled();
    expect(screen.getByTestId('reason-claim')).toHaveTextContent(i18n.t('errors.ticketHasClaim'));
  });
});

describe('QuestionDetailPage after a reply and in the reply dialog', () => {
  it('says no answer is due once the question was answered, not a bare date', () => {
    renderAt('/questions/1001000007', { state: ready(questionFixture({ status: 'awaitingUser' })) });
    expect(screen.getByTestId('field-expiresAt')).toHaveTextContent(i18n.t('questions.expiry.notDue'));
  });

  it('says when an expired question expired', () => {
    renderAt('/questions/1001000007', { state: ready(questionFixture({ status: 'expired' })) });
    expect(screen.getByTestId('field-expiresAt')).toHaveTextContent(i18n.t('questions.expiry.expired', { when: '' }).trim());
  });

  it('shows the customer’s question inside the reply dialog, and names the ready answers link for what it does', async () => {
    renderAt('/questions/1001000007?action=reply');
    const dialog = within(await screen.findByTestId('dialog-reply'));
    expect(dialog.getByTestId('reply-question')).toHaveTextContent('Is this product original? Does it come with a warranty?');
    const manage = dialog.getByRole('link', { name: i18n.t('questions.reply.manageReadyAnswers') });
    expect(manage).toHaveAttribute('href', '/questions/ready-answers');
    expect(i18n.t('questions.reply.manageReadyAnswers')).not.toBe(i18n.t('questions.reply.readyAnswers'));
  });

  it('sends and opens the next waiting question with its second button', async () => {
    const { onCommand } = renderAt('/questions/1001000007?action=reply');
    const dialog = within(await screen.findByTestId('dialog-reply'));
    fireEvent.change(dialog.getByLabelText(i18n.t('questions.reply.text')), { target: { value: 'Yes, it is original.' } });
    fireEvent.click(dialog.getByRole('button', { name: i18n.t('questions.reply.submitNext') }));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('replyAndNext', { text: 'Yes, it is original.', urls: '', attachments: [] }));
  });
});
