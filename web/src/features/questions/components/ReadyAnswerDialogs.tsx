import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readyAnswerSchema, type ReadyAnswer, type ReadyAnswerBody } from '@contract/questions/ready-answer.api';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnReadyAnswerCommand, ReadyAnswerCommand } from '../questions.resources';

/** The dialogs Ready Answers opens by URL: `?action=create`, `?action=edit&item=<id>`, `?action=delete&item=<id>`. */
export type ReadyAnswerDialog = 'create' | 'edit' | 'delete';

export interface ReadyAnswerDialogsProps {
  answers: readonly ReadyAnswer[];
  commandOf: (name: ReadyAnswerCommand) => CommandView;
  onCommand: OnReadyAnswerCommand;
}

const EMPTY: ReadyAnswerBody = { title: '', message: '' };

function AnswerFields() {
  return (
    <div data-testid="ready-answer-form">
      <FormField name="title" labelKey="readyAnswers.fields.title" />
      <FormTextarea name="message" labelKey="readyAnswers.fields.message" rows={5} />
    </div>
  );
}

export function ReadyAnswerDialogs({ answers, commandOf, onCommand }: ReadyAnswerDialogsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = answers.find((answer) => String(answer.id) === params.get('item'));
  const body = (values: ReadyAnswerBody) => readyAnswerSchema.cast(values, { stripUnknown: true });
  return (
    <>
      <UrlFormDialog<ReadyAnswerBody>
        name="create"
        titleKey="readyAnswers.create.title"
        submitKey="readyAnswers.create.submit"
        initialValues={EMPTY}
        validationSchema={readyAnswerSchema}
        onSubmit={(values) => onCommand('create', body(values))}
        {...commandOf('create')}
      >
        {() => <AnswerFields />}
      </UrlFormDialog>
      {item ? (
        <>
          <UrlFormDialog<ReadyAnswerBody>
            name="edit"
            titleKey="readyAnswers.edit.title"
            submitKey="readyAnswers.edit.submit"
            initialValues={{ title: item.title, message: item.message }}
            validationSchema={readyAnswerSchema}
            onSubmit={(values) => onCommand('update', { id: item.id, body: body(values) })}
            {...commandOf('update')}
          >
            {() => <AnswerFields />}
          </UrlFormDialog>
          <UrlFormDialog<Record<string, never>>
            name="delete"
            titleKey="readyAnswers.delete.title"
            submitKey="readyAnswers.delete.submit"
            submitColor="danger"
            initialValues={{}}
            onSubmit={() => onCommand('remove', item.id)}
            {...commandOf('remove')}
          >
            {() => <p className="mb-0">{t('readyAnswers.delete.question', { title: item.title })}</p>}
          </UrlFormDialog>
        </>
      ) : null}
    </>
  );
}
