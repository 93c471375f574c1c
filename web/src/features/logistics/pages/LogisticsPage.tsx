import type { LogisticsProfile } from '@contract/logistics/logistics.types';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { LogisticsSection } from '../components/logistics-sections';
import { SectionNav } from '../components/SectionNav';
import { ShippingPanel } from '../components/ShippingPanel';
import { EadSection, type EadSectionProps } from './EadSection';
import { HolidaysSection, type HolidaysSectionProps } from './HolidaysSection';

export interface LogisticsPageProps {
  section: LogisticsSection;
  onSectionChange: (section: LogisticsSection) => void;
  profile: DetailState<LogisticsProfile>;
  onProfileRetry: () => void;
  holidays: Omit<HolidaysSectionProps, 'defaultCountry'>;
  ead: EadSectionProps;
  /** The session's company country: a new holiday's country (listed first), known before the shipping profile loads. */
  companyCountry?: string | null;
}

/**
 * /logistics (spec §2): the company's holidays (its own to manage), the EAD rows of its lanes, and Hepsijet and the
 * customs declaration as staff set them (read-only, docs/decisions.md: Logistics). Props only.
 */
export function LogisticsPage({ section, onSectionChange, profile, onProfileRetry, holidays, ead, companyCountry = null }: LogisticsPageProps) {
  return (
    <>
      <SectionNav section={section} onChange={onSectionChange} />
      {section === 'holidays' ? <HolidaysSection {...holidays} defaultCountry={companyCountry ?? profile.data?.originCountry ?? ''} /> : null}
      {section === 'ead' ? <EadSection {...ead} /> : null}
      {section === 'shipping' ? (
        <DetailScreen status={detailStatusOf(profile)} errorKey="logistics.shipping.loadError" onRetry={onProfileRetry} titleKey="logistics.shipping.title">
          {profile.data ? <ShippingPanel profile={profile.data} /> : null}
        </DetailScreen>
      ) : null}
    </>
  );
}
