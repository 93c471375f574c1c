import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { ReadyAnswersPage, type ReadyAnswersPageProps } from './ReadyAnswersPage';

const LIST: ReadyAnswerListAnswer = { items: [{ id: 1_001_001, title: 'Kargo süresi', message: 'Siparişiniz 1–2 iş günü içinde kargoya verilir.' }] };
const ready = (data = LIST): DetailState<ReadyAnswerListAnswer> => ({ status: 'ready', id: 0, data, error: null, command: null });
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, props: Partial<ReadyAnswersPageProps> = {}) {
  const onCommand = vi.fn();
  const onOpenDialog = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <ReadyAnswersPage state={ready()} commandOf={() => idle} onCommand={onCommand} onOpenDialog={onOpenDialog} onRetry={vi.fn()} {...props} />
    </MemoryRouter>,
  );
  return { onCommand, onOpenDialog };
}

describe('ReadyAnswersPage', () => {
  it('lists the answers, and opens edit and delete for the one clicked', () => {
    const { onOpenDialog } = renderAt('/questions/ready-answers');
    expect(screen.getByTestId('data-row')).toHaveTextContent('Kargo süresi');
    fireEvent.click(screen.getByTestId('edit-1001001'));
    expect(onOpenDialog).toHaveBeenCalledWith('edit', 1_001_001);
    fireEvent.click(screen.getByTestId('action-create'));
    expect(onOpenDialog).toHaveBeenCalledWith('create');
  });

  it('creates one with a title and a message, both required', async () => {
    const { onCommand } = renderAt('/questions/ready-answers?action=create');
    const dialog = within(await screen.findByTestId('dialog-create'));
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('validation.readyAnswerMessageRequired'))).toBeInTheDocument());
    fireEvent.change(dialog.getByLabelText(i18n.t('readyAnswers.fields.title')), { target: { value: ' Beden ' } });
    fireEvent.change(dialog.getByLabelText(i18n.t('readyAnswers.fields.message')), { target: { value: 'Beden tablosuna bakınız.' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('create', { title: 'Beden', message: 'Beden tablosuna bakınız.' }));
  });

  it('edits the one the URL names', async () => {
    const { onCommand } = renderAt('/questions/ready-answers?action=edit&item=1001001');
    const dialog = within(await screen.findByTestId('dialog-edit'));
    expect(dialog.getByLabelText(i18n.t('readyAnswers.fields.title'))).toHaveValue('Kargo süresi');
    fireEvent.change(dialog.getByLabelText(i18n.t('readyAnswers.fields.title')), { target: { value: 'Kargo' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('update', { id: 1_001_001, body: { title: 'Kargo', message: LIST.items[0]!.message } }));
  });

  it('asks before deleting, naming the answer', async () => {
    const { onCommand } = renderAt('/questions/ready-answers?action=delete&item=1001001');
    const dialog = within(await screen.findByTestId('dialog-delete'));
    expect(dialog.getByText(i18n.t('readyAnswers.delete.question', { title: 'Kargo süresi' }))).toBeInTheDocument();
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('remove', 1_001_001));
  });

  it('says when there are none', () => {
    renderAt('/questions/ready-answers', { state: ready({ items: [] }) });
    expect(screen.getByTestId('list-empty')).toHaveTextContent(i18n.t('readyAnswers.empty'));
  });
});
