import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignState } from '@contract/campaigns/campaign.types';

const COLOURS: Readonly<Record<CampaignState, string>> = {
  pending: 'info',
  activating: 'primary',
  active: 'success',
  finishing: 'secondary',
  finished: 'secondary',
  waitForCancel: 'warning',
  canceling: 'warning',
  cancel: 'danger',
};

export function CampaignStateBadge({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return (
    <CBadge color={COLOURS[state]} data-testid="campaign-state" data-state={state}>
      {t(`campaigns.states.${state}`)}
    </CBadge>
  );
}
