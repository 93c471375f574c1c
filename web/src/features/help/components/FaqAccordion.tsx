import { CAccordion, CAccordionBody, CAccordionHeader, CAccordionItem, CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '@contract/help/faq.types';
import type { RouteId } from '@contract/routes';
import { ScreenLink } from './ScreenLink';

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  canOpen: (screen: RouteId) => boolean;
  /** Staff read every entry: each says whom it is written for. */
  showAudience: boolean;
}

/** The entries as an accordion: the question opens its answer and the screens it talks about. */
export function FaqAccordion({ entries, canOpen, showAudience }: FaqAccordionProps) {
  const { t } = useTranslation();
  return (
    <CAccordion alwaysOpen data-testid="faq-entries">
      {entries.map((entry) => (
        <CAccordionItem key={entry.id} itemKey={entry.id} data-testid={`faq-entry-${entry.id}`}>
          <CAccordionHeader data-testid="faq-question">
            <span className="me-2 flex-grow-1">{entry.question}</span>
            {showAudience ? (
              <CBadge color={entry.audience === 'everyone' ? 'secondary' : 'info'} className="me-2" data-testid="faq-audience">
                {t(`help.faq.audiences.${entry.audience}`)}
              </CBadge>
            ) : null}
          </CAccordionHeader>
          <CAccordionBody data-testid="faq-answer">
            {entry.answer.map((paragraph, index) => (
              <p key={index} className={index === entry.answer.length - 1 && entry.screens.length === 0 ? 'mb-0' : undefined}>
                {paragraph}
              </p>
            ))}
            {entry.screens.length > 0 ? (
              <div className="d-flex flex-wrap align-items-center gap-3 small">
                <span className="text-body-secondary">{t('help.faq.related')}</span>
                {entry.screens.map((screen) => (
                  <ScreenLink key={screen} screen={screen} canOpen={canOpen(screen)} />
                ))}
              </div>
            ) : null}
          </CAccordionBody>
        </CAccordionItem>
      ))}
    </CAccordion>
  );
}
