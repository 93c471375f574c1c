import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { filterFaq } from '@contract/help/faq-search';
import { FAQ_SECTIONS, type FaqAnswer, type FaqSection } from '@contract/help/faq.types';
import type { RouteId } from '@contract/routes';
import { StatusTabs } from '@web/components/list/StatusTabs';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { FaqAccordion } from '../components/FaqAccordion';
import { FaqSearch } from '../components/FaqSearch';

export type FaqTab = FaqSection | 'all';
const TABS = [{ id: 'all', labelKey: 'help.faq.sections.all' }, ...FAQ_SECTIONS.map((id) => ({ id, labelKey: `help.faq.sections.${id}` }))] as const;

export interface FaqPageProps {
  state: DetailState<FaqAnswer>;
  /** The URL's `?q=` and `?section=`. */
  q: string;
  section: FaqSection | null;
  onSearch: (q: string) => void;
  onSection: (section: FaqSection | null) => void;
  onRetry: () => void;
  canOpen: (screen: RouteId) => boolean;
}

/** /faq (spec §2): the entries the session's company reads, searchable, by section, in an accordion. */
export function FaqPage({ state, q, section, onSearch, onSection, onRetry, canOpen }: FaqPageProps) {
  const { t } = useTranslation();
  const status = detailStatusOf(state);
  const data = state.data;
  const matching = data ? filterFaq(data.entries, { q, section: null }) : [];
  const shown = section === null ? matching : matching.filter((entry) => entry.section === section);
  const counts = Object.fromEntries(
    TABS.map((tab) => [tab.id, tab.id === 'all' ? matching.length : matching.filter((entry) => entry.section === tab.id).length]),
  );
  return (
    <div data-testid="faq">
      <h1 className="h4 mb-1">{t('routes.faq')}</h1>
      <p className="text-body-secondary mb-3" data-testid="faq-reader">
        {data ? t(`help.faq.readers.${data.reader}`) : t('help.faq.intro')}
      </p>
      <FaqSearch value={q} onChange={onSearch} />
      {status === 'loading' && !data ? (
        <div className="d-flex justify-content-center py-5" data-testid="faq-loading">
          <CSpinner color="primary" aria-label={t('common.loading')} />
        </div>
      ) : null}
      {status === 'error' || status === 'notFound' ? (
        <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="faq-error">
          <span>{t('help.faq.loadError')}</span>
          <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="faq-retry">
            {t('list.states.retry')}
          </CButton>
        </CAlert>
      ) : null}
      {data ? (
        <div aria-busy={status === 'loading'}>
          <StatusTabs<FaqTab>
            tabs={TABS}
            active={section ?? 'all'}
            counts={counts}
            onChange={(tab) => onSection(tab === 'all' ? null : tab)}
            labelKey="help.faq.sectionsLabel"
          />
          {shown.length > 0 ? (
            <FaqAccordion entries={shown} canOpen={canOpen} showAudience={data.reader === 'staff'} />
          ) : (
            <div className="text-center py-5" role="status" data-testid="faq-empty">
              <p className="text-body-secondary">{q.trim() ? t('help.faq.noMatch', { q: q.trim() }) : t('help.faq.emptySection')}</p>
              {q.trim() ? (
                <CButton color="primary" variant="outline" onClick={() => onSearch('')} data-testid="faq-empty-clear">
                  {t('help.faq.clearSearch')}
                </CButton>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
