/** `?action=assign`: put one of the active tags of the tab's kind on the selected targets, or take it off them. */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TAG_ASSIGN_ACTIONS, type TagAssignAction } from '@contract/admin-tags/tag.api';
import type { Tag } from '@contract/admin-tags/tag.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormSelect } from '@web/components/FormSelect';
import type { CommandView } from '@web/lib/resources/command-view';

interface AssignValues {
  tagId: string;
  action: TagAssignAction;
}

const assignFormSchema = yup.object({
  tagId: yup.string().required('adminTags.assign.tagPick'),
  action: yup.string().oneOf(TAG_ASSIGN_ACTIONS).required('validation.required'),
});

export interface AssignDialogProps {
  /** The active tags of the kind on screen. */
  tags: readonly Tag[];
  selected: readonly number[];
  command: CommandView;
  onSubmit: (tagId: number, body: { action: TagAssignAction; targetIds: number[] }) => void;
}

export function AssignDialog({ tags, selected, command, onSubmit }: AssignDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'tr' ? 'tr' : 'en';
  return (
    <UrlFormDialog<AssignValues>
      name="assign"
      titleKey="adminTags.assign.title"
      titleValues={{ count: selected.length }}
      submitKey="adminTags.assign.submit"
      initialValues={{ tagId: '', action: 'assign' }}
      validationSchema={assignFormSchema}
      onSubmit={(values) => onSubmit(Number(values.tagId), { action: values.action, targetIds: [...selected] })}
      {...command}
    >
      {() =>
        selected.length === 0 ? (
          <p className="mb-0" data-testid="assign-none">
            {t('adminTags.assign.noneSelected')}
          </p>
        ) : (
          <div data-testid="assign-form">
            <FormSelect
              name="tagId"
              labelKey="adminTags.assign.tag"
              emptyKey="adminTags.assign.tagPick"
              options={tags.map((tag) => ({ value: String(tag.id), label: tag.name[language] }))}
            />
            <FormSelect
              name="action"
              labelKey="adminTags.assign.action"
              options={TAG_ASSIGN_ACTIONS.map((value) => ({ value, labelKey: `adminTags.assign.actions.${value}` }))}
            />
          </div>
        )
      }
    </UrlFormDialog>
  );
}
