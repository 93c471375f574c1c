import { CAlert, CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import {
  channelsLackingConfiguration,
  type MarketplaceSettingBody,
  type MarketplaceSettingsAnswer,
  type SettingsGroup,
} from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { CommandView } from '@web/lib/resources/command-view';
import { MarketplaceSettingCard } from './MarketplaceSettingCard';

interface SettingsGroupSectionProps {
  group: SettingsGroup;
  answer: MarketplaceSettingsAnswer;
  commandOf: (code: MarketplaceCode) => CommandView;
  onSave: (code: MarketplaceCode, body: MarketplaceSettingBody) => void;
}

/** A marketplace alone, or the channels of one group side by side under the note that a change applies to them all. */
export function SettingsGroupSection({ group, answer, commandOf, onSave }: SettingsGroupSectionProps) {
  const { t } = useTranslation();
  const channels = group.entries.map((entry) => entry.marketplace.code);
  const shared = channels.length > 1;
  const groupName = t(`marketplaceSales.channelGroups.${group.channelGroup}`, { defaultValue: group.channelGroup });
  const cards = (
    <CRow xs={{ gutter: 3 }}>
      {group.entries.map((entry) => (
        <CCol key={entry.marketplace.code} md={6} xl={shared ? 4 : 6}>
          <MarketplaceSettingCard
            entry={entry}
            rateCap={answer.rateCaps[entry.marketplace.code]}
            channels={channels}
            unconfigured={channelsLackingConfiguration(entry.marketplace.code, answer.settings, answer.marketplaces)}
            command={commandOf(entry.marketplace.code)}
            onSave={(body) => onSave(entry.marketplace.code, body)}
          />
        </CCol>
      ))}
    </CRow>
  );
  if (!shared)
    return (
      <div className="mb-4" data-testid={`settings-group-${group.channelGroup}`}>
        {cards}
      </div>
    );
  return (
    <section
      className="mb-4 border rounded p-3"
      aria-labelledby={`settings-group-${group.channelGroup}-title`}
      data-testid={`settings-group-${group.channelGroup}`}
    >
      <h2 className="h5" id={`settings-group-${group.channelGroup}-title`}>
        {t('marketplaceSales.groupTitle', { group: groupName })}
      </h2>
      <CAlert color="info" className="py-2" data-testid="group-note">
        {t('marketplaceSales.groupNote', { group: groupName, channels: channels.map((code) => t(`marketplaces.${code}`)).join(', ') })}
      </CAlert>
      {cards}
    </section>
  );
}
