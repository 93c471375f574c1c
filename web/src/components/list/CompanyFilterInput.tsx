import { CFormInput } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { wholeId } from '@contract/lists/whole-id';
import { useCompanyChoices } from './company-choices';

interface CompanyFilterInputProps {
  name: string;
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * A company by id, typed or picked by name from the staff's directory (a native datalist: the browser matches the
 * name and the id as the user types, and the keyboard and screen readers know it). The chosen company's name shows
 * under the field.
 */
export function CompanyFilterInput({ name, id, invalid, describedBy }: CompanyFilterInputProps) {
  const { t } = useTranslation();
  const { choices, search } = useCompanyChoices();
  const [input, , helpers] = useField<string>(name);
  const listId = `${id}-companies`;
  const chosen = choices.find((company) => company.id === wholeId(input.value));
  return (
    <>
      <CFormInput
        {...input}
        id={id}
        type="text"
        autoComplete="off"
        list={listId}
        placeholder={t('admin.filters.companyPlaceholder')}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={[describedBy, chosen ? `${id}-chosen` : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          search(event.target.value.trim());
        }}
        onFocus={() => search(input.value.trim())}
      />
      <datalist id={listId}>
        {choices.map((company) => (
          <option key={company.id} value={String(company.id)}>
            {company.name}
          </option>
        ))}
      </datalist>
      {chosen ? (
        <div id={`${id}-chosen`} className="form-text">
          {chosen.name}
        </div>
      ) : null}
    </>
  );
}
