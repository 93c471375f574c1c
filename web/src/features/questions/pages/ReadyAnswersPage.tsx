import { useMemo } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ReadyAnswer, ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { READY_ANSWERS_MAX } from '@contract/questions/ready-answer.api';
import { pathOf } from '@contract/routes';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { OnReadyAnswerCommand, ReadyAnswerCommand } from '../questions.resources';
import { ReadyAnswerDialogs, type ReadyAnswerDialog } from '../components/ReadyAnswerDialogs';

export type { ReadyAnswerDialog };

export interface ReadyAnswersPageProps {
  state: DetailState<ReadyAnswerListAnswer>;
  commandOf: (name: ReadyAnswerCommand) => CommandView;
  onCommand: OnReadyAnswerCommand;
  /** Opens a dialog; edit and delete name their ready answer. */
  onOpenDialog: (name: ReadyAnswerDialog, id?: number) => void;
  onRetry: () => void;
}

function answerColumns(onOpen: ReadyAnswersPageProps['onOpenDialog'], edit: string, remove: string): Column<ReadyAnswer>[] {
  return [
    { id: 'title', headerKey: 'readyAnswers.fields.title', cell: (answer) => <span className="fw-semibold">{answer.title}</span> },
    { id: 'message', headerKey: 'readyAnswers.fields.message', cell: (answer) => <span style={{ whiteSpace: 'pre-wrap' }}>{answer.message}</span> },
    {
      id: 'actions',
      headerKey: 'readyAnswers.fields.actions',
      align: 'end',
      className: 'text-nowrap',
      cell: (answer) => (
        <>
          <CButton
            size="sm"
            color="primary"
            variant="ghost"
            aria-label={`${edit}: ${answer.title}`}
            onClick={() => onOpen('edit', answer.id)}
            data-testid={`edit-${answer.id}`}
          >
            {edit}
          </CButton>
          <CButton
            size="sm"
            color="danger"
            variant="ghost"
            aria-label={`${remove}: ${answer.title}`}
            onClick={() => onOpen('delete', answer.id)}
            data-testid={`delete-${answer.id}`}
          >
            {remove}
          </CButton>
        </>
      ),
    },
  ];
}

/** Ready Answers (spec §2 management, §3 title and message): the company's saved replies, created, edited and deleted here. */
export function ReadyAnswersPage({ state, commandOf, onCommand, onOpenDialog, onRetry }: ReadyAnswersPageProps) {
  const { t } = useTranslation();
  const answers = state.data?.items ?? [];
  const columns = useMemo(() => answerColumns(onOpenDialog, t('readyAnswers.edit.action'), t('readyAnswers.delete.action')), [onOpenDialog, t]);
  const full = answers.length >= READY_ANSWERS_MAX;
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="readyAnswers.loadError"
      onRetry={onRetry}
      titleKey="readyAnswers.title"
      subtitle={t('readyAnswers.intro')}
      actions={[
        {
          id: 'create',
          labelKey: 'readyAnswers.create.action',
          icon: 'cilNotes',
          onClick: () => onOpenDialog('create'),
          disabled: full,
          disabledReasonKey: 'validation.readyAnswersFull',
        },
      ]}
      backTo={pathOf('questions')}
    >
      {answers.length === 0 ? (
        <p className="text-body-secondary text-center py-5 mb-0" role="status" data-testid="list-empty">
          {t('readyAnswers.empty')}
        </p>
      ) : (
        <DataTable columns={columns} rows={answers} rowKey={(answer) => String(answer.id)} labelKey="readyAnswers.title" />
      )}
      <ReadyAnswerDialogs answers={answers} commandOf={commandOf} onCommand={onCommand} />
    </DetailScreen>
  );
}
