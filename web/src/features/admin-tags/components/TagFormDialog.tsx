/** New tag (`?action=create`) and edit (`?action=edit&item=<id>`): both names, colour, what it goes on, status. */
import { TAG_NAME_MAX, tagFormSchema, type TagFormFields } from '@contract/admin-tags/tag.api';
import { TAG_COLOURS, TAG_KINDS, TAG_STATUSES, type Tag } from '@contract/admin-tags/tag.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';
import type { CommandView } from '@web/lib/resources/command-view';

const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));
const EMPTY: TagFormFields = { nameEn: '', nameTr: '', colour: 'blue', kind: 'product', status: 'active' };

export const formValuesOf = (tag: Tag): TagFormFields => ({ nameEn: tag.name.en, nameTr: tag.name.tr, colour: tag.colour, kind: tag.kind, status: tag.status });

export interface TagFormDialogProps {
  name: 'create' | 'edit';
  /** The tag edited; none for a new one. */
  tag?: Tag | undefined;
  command: CommandView;
  onSubmit: (values: TagFormFields) => void;
}

export function TagFormDialog({ name, tag, command, onSubmit }: TagFormDialogProps) {
  return (
    <UrlFormDialog<TagFormFields>
      key={tag?.id ?? 'new'}
      name={name}
      titleKey={tag ? 'adminTags.form.editTitle' : 'adminTags.form.createTitle'}
      submitKey={tag ? 'adminTags.form.submitSave' : 'adminTags.form.submitCreate'}
      initialValues={tag ? formValuesOf(tag) : EMPTY}
      validationSchema={tagFormSchema}
      onSubmit={(values) => onSubmit(tagFormSchema.cast(values, { stripUnknown: true }))}
      {...command}
    >
      {() => (
        <div data-testid="tag-form">
          <FormField name="nameEn" labelKey="adminTags.form.nameEn" hintKey="adminTags.form.nameHint" hintValues={{ max: TAG_NAME_MAX }} autoFocus />
          <FormField name="nameTr" labelKey="adminTags.form.nameTr" hintKey="adminTags.form.nameHint" hintValues={{ max: TAG_NAME_MAX }} />
          <FormSelect name="colour" labelKey="adminTags.form.colour" options={options(TAG_COLOURS, 'adminTags.colours')} />
          <FormSelect
            name="kind"
            labelKey="adminTags.form.kind"
            options={options(TAG_KINDS, 'adminTags.kinds')}
            disabled={(tag?.usage ?? 0) > 0}
            {...((tag?.usage ?? 0) > 0 ? { hintKey: 'adminTags.form.kindLocked' } : {})}
          />
          <FormSelect name="status" labelKey="adminTags.form.status" options={options(TAG_STATUSES, 'adminTags.status')} />
        </div>
      )}
    </UrlFormDialog>
  );
}
