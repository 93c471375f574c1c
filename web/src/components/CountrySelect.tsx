import { useMemo, useState, type KeyboardEvent } from 'react';
import { CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { foldText } from '@contract/text-search';
import { useCountryNames, type CountryOption } from './country-names';
import { useFormFieldState } from './form-field-state';
import { FieldNotes } from './FieldNotes';

interface CountrySelectProps {
  /** The Formik path of an ISO 3166-1 alpha-2 code ('country', 'billing.country'). */
  name: string;
  /** i18n key of the visible label. */
  labelKey: string;
  /** The company's country: listed first (a new value starts as it where the form says so). */
  first?: string | null;
  hintKey?: string;
  /** The input's test id (defaults to `field-<name>`). */
  testId?: string;
}

/** The options as typed text finds them: part of the name in the reader's language (accents aside) or the code. */
function matching(options: readonly CountryOption[], text: string): readonly CountryOption[] {
  const folded = foldText(text.trim());
  if (!folded) return options;
  return options.filter((option) => foldText(option.label).includes(folded) || option.value.toLowerCase() === folded);
}

/**
 * The one country picker (holiday country, nationality, address country): every ISO country named in the reader's
 * language, searchable by typing, the company's country first. A combobox with a list (WAI-ARIA APG): arrows move,
 * Enter or a click picks, Escape closes; text that names no country is dropped when the field is left.
 */
export function CountrySelect({ name, labelKey, first = null, hintKey, testId }: CountrySelectProps) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  const { field, meta, edit, invalid, describedBy } = useFormFieldState(name);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = `field-${name.replace(/\./g, '-')}`;
  const ordered = useMemo(() => {
    const lead = countries.options.filter((option) => option.value === first);
    return [...lead, ...countries.options.filter((option) => option.value !== first)];
  }, [countries, first]);
  const shown = typed === null ? ordered : matching(ordered, typed);
  const optionId = (code: string) => `${id}-option-${code}`;
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;

  const pick = (code: string) => {
    edit(code);
    setTyped(null);
    setOpen(false);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
    const code = shown[index]?.value;
    const element = code ? document.getElementById(optionId(code)) : null;
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const current = Math.min(active, last);
      if (!open)
        openAt(
          Math.max(
            0,
            shown.findIndex((option) => option.value === field.value),
          ),
        );
      else openAt(event.key === 'ArrowDown' ? Math.min(current + 1, last) : Math.max(current - 1, 0));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption.value);
    } else if (event.key === 'Escape' && (open || typed !== null)) {
      event.stopPropagation();
      setOpen(false);
      setTyped(null);
    }
  };
  const onBlur = () => {
    if (typed !== null) {
      const exact = shown.find((option) => foldText(option.label) === foldText(typed.trim()) || option.value.toLowerCase() === foldText(typed.trim()));
      if (exact) edit(exact.value);
    }
    setTyped(null);
    setOpen(false);
    field.onBlur();
  };

  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      <div className="position-relative">
        <input
          id={id}
          name={field.name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          value={typed ?? (field.value ? countries.nameOf(field.value) : '')}
          placeholder={t('countrySelect.placeholder')}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, Boolean(hintKey))}
          data-testid={testId ?? `field-${name}`}
          data-value={field.value}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {open ? (
          <ul
            id={`${id}-list`}
            role="listbox"
            className="list-group position-absolute w-100 shadow overflow-auto mt-1"
            style={{ maxHeight: '16rem', zIndex: 1070 }}
          >
            {shown.map((option) => (
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={option.value === field.value}
                className={`list-group-item list-group-item-action py-1${option === activeOption ? ' active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option.value)}
              >
                {option.label}
              </li>
            ))}
            {shown.length === 0 ? <li className="list-group-item text-body-secondary py-1">{t('countrySelect.noMatch')}</li> : null}
          </ul>
        ) : null}
      </div>
      <FieldNotes id={id} hintKey={hintKey} error={invalid ? (meta.error ?? '') : null} always testId={`error-${name}`} />
    </div>
  );
}
