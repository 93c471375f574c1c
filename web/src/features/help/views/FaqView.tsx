import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { FAQ_SECTIONS, type FaqSection } from '@contract/help/faq.types';
import { currentLanguage } from '@web/lib/i18n';
import { selectUser } from '@web/lib/session/session.selectors';
import { faq, faqKeyOf } from '../help.resources';
import { useCanOpen } from '../use-can-open';
import { FaqPage } from '../pages/FaqPage';

const sectionOf = (value: string | null): FaqSection | null => (FAQ_SECTIONS.includes(value as FaqSection) ? (value as FaqSection) : null);

/** `/faq?q=&section=`: the search and the section are the URL; the entries come in the language on screen. */
export function FaqView() {
  const dispatch = useDispatch();
  // Subscribes to the language: switching it renders again and asks for the entries in it.
  useTranslation();
  const language = currentLanguage();
  const companyId = useSelector(selectUser)?.companyId ?? null;
  const state = useSelector(faq.select);
  const canOpen = useCanOpen();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const section = sectionOf(params.get('section'));

  useEffect(() => {
    dispatch(faq.requested(faqKeyOf(language)));
  }, [dispatch, language, companyId]);

  const update = (key: 'q' | 'section', value: string | null, replace: boolean) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace });
  };
  return (
    <FaqPage
      state={state}
      q={q}
      section={section}
      // A search started makes a history entry (back returns to the unsearched FAQ); refining it replaces that entry.
      onSearch={(value) => update('q', value, q !== '' && value !== '')}
      onSection={(value) => update('section', value, false)}
      onRetry={() => dispatch(faq.requested(faqKeyOf(language)))}
      canOpen={canOpen}
    />
  );
}
