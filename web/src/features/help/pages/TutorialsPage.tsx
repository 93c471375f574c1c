import { CCard, CCardBody, CListGroup, CListGroupItem } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteId } from '@contract/routes';
import { TutorialGuide } from '../components/TutorialGuide';
import { GUIDES, type Guide } from '../tutorials/guides';

export interface TutorialsPageProps {
  /** The guide on screen (the URL's `?guide=`). */
  guide: Guide;
  /** The link that opens another guide. */
  hrefOf: (guide: Guide) => string;
  canOpen: (screen: RouteId) => boolean;
}

/** /tutorials (spec §2): the guides on the left, the chosen one's numbered steps and picture on the right. */
export function TutorialsPage({ guide, hrefOf, canOpen }: TutorialsPageProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="tutorials">
      <h1 className="h4 mb-1">{t('routes.tutorials')}</h1>
      <p className="text-body-secondary mb-3">{t('help.tutorials.intro')}</p>
      <div className="row g-3">
        <nav className="col-lg-4 col-xl-3" aria-label={t('help.tutorials.listLabel')}>
          {/* Links, not list items: a <ul> may hold only <li>, so the group is a <div>. */}
          <CListGroup as="div" data-testid="tutorial-list">
            {GUIDES.map((each) => {
              const current = each.id === guide.id;
              return (
                <CListGroupItem
                  key={each.id}
                  as={Link}
                  to={hrefOf(each)}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`tutorial-link-${each.id}`}
                >
                  {t(`help.tutorials.guides.${each.id}.title`)}
                </CListGroupItem>
              );
            })}
          </CListGroup>
        </nav>
        <div className="col-lg-8 col-xl-9">
          <CCard>
            <CCardBody>
              <TutorialGuide guide={guide} canOpen={canOpen} />
            </CCardBody>
          </CCard>
        </div>
      </div>
    </div>
  );
}
