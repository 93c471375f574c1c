import { CButton, CFormInput, CInputGroup, CInputGroupText } from '@coreui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@web/components/AppIcon';

/** Typing pauses this long before the URL follows (one history entry per search, no keystroke lost to navigation). */
export const FAQ_SEARCH_SETTLE_MS = 200;

export interface FaqSearchProps {
  /** The URL's `?q=`. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The FAQ's search box. What is typed is kept here and handed to the URL once typing pauses, so refresh and back keep
 * the search; a change of the URL from outside (back, forward, a link) replaces what the box holds.
 */
export function FaqSearch({ value, onChange }: FaqSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const written = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === written.current) return undefined;
    const timer = setTimeout(() => {
      written.current = draft;
      report.current(draft);
    }, FAQ_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const clear = () => {
    setDraft('');
    written.current = '';
    onChange('');
  };
  return (
    <form role="search" className="mb-3" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="faq-search" className="visually-hidden">
        {t('help.faq.searchLabel')}
      </label>
      <CInputGroup>
        <CInputGroupText>
          <AppIcon name="cilSearch" />
        </CInputGroupText>
        <CFormInput
          id="faq-search"
          type="search"
          value={draft}
          placeholder={t('help.faq.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="faq-search"
        />
        {draft ? (
          <CButton type="button" color="secondary" variant="outline" onClick={clear} data-testid="faq-search-clear">
            {t('help.faq.clearSearch')}
          </CButton>
        ) : null}
      </CInputGroup>
    </form>
  );
}
