import { CNav, CNavLink } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_SECTIONS, type LogisticsSection } from './logistics-sections';

export function SectionNav({ section, onChange }: { section: LogisticsSection; onChange: (section: LogisticsSection) => void }) {
  const { t } = useTranslation();
  return (
    <CNav variant="tabs" role="tablist" aria-label={t('logistics.title')} className="mb-3 flex-nowrap overflow-x-auto" data-testid="logistics-sections">
      {/* A tab list holds only tabs, in presentational items: a plain <li>, since CNavItem drops the role. */}
      {LOGISTICS_SECTIONS.map((id) => (
        <li key={id} className="nav-item" role="presentation">
          <CNavLink
            as="button"
            type="button"
            role="tab"
            id={`section-${id}`}
            active={id === section}
            aria-selected={id === section}
            className="text-nowrap"
            onClick={() => onChange(id)}
          >
            {t(`logistics.sections.${id}`)}
          </CNavLink>
        </li>
      ))}
    </CNav>
  );
}
