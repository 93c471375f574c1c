import { useTranslation } from 'react-i18next';
import { TabStrip } from '@web/components/TabStrip';
import { LOGISTICS_SECTIONS, type LogisticsSection } from './logistics-sections';

export function SectionNav({ section, onChange }: { section: LogisticsSection; onChange: (section: LogisticsSection) => void }) {
  const { t } = useTranslation();
  return (
    <TabStrip
      tabs={LOGISTICS_SECTIONS}
      active={section}
      onChange={onChange}
      label={t('logistics.title')}
      render={(id) => t(`logistics.sections.${id}`)}
      idPrefix="section"
      testId="logistics-sections"
      scrolls
    />
  );
}
