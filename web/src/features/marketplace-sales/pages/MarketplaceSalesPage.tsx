import { CAlert, CButton, CCard, CCardBody, CCardHeader, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { settingsGroups, type MarketplaceSettingBody, type MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { commandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { SettingsGroupSection } from '../components/SettingsGroupSection';

export interface MarketplaceSalesPageProps {
  state: DetailState<MarketplaceSettingsAnswer>;
  onSave: (marketplace: MarketplaceCode, body: MarketplaceSettingBody) => void;
  onRetry: () => void;
}

/** /marketplace-sales (spec §2): one card per marketplace, the channels of a group together, each saved on its own. */
export function MarketplaceSalesPage({ state, onSave, onRetry }: MarketplaceSalesPageProps) {
  const { t } = useTranslation();
  const status = detailStatusOf(state);
  const groups = state.data ? settingsGroups(state.data) : [];
  return (
    <CCard className="mb-4" data-testid="marketplace-sales">
      <CCardHeader>
        <h1 className="h4 mb-1">{t('marketplaceSales.title')}</h1>
        <p className="text-body-secondary small mb-0">{t('marketplaceSales.intro')}</p>
      </CCardHeader>
      <CCardBody>
        {status === 'loading' ? (
          <div className="d-flex justify-content-center py-5" data-testid="settings-loading">
            <CSpinner color="primary" aria-label={t('common.loading')} />
          </div>
        ) : null}
        {status === 'error' || status === 'notFound' ? (
          <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="settings-error">
            <span>{t('marketplaceSales.loadError')}</span>
            <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="settings-retry">
              {t('detail.states.retry')}
            </CButton>
          </CAlert>
        ) : null}
        {status === 'ready' && groups.length === 0 ? (
          <p className="text-body-secondary text-center py-5 mb-0" role="status" data-testid="settings-empty">
            {t('marketplaceSales.empty')}
          </p>
        ) : null}
        {status === 'ready' && state.data
          ? groups.map((group) => (
              <SettingsGroupSection
                key={group.channelGroup}
                group={group}
                answer={state.data!}
                commandOf={(code) => commandView(state, code)}
                onSave={onSave}
              />
            ))
          : null}
      </CCardBody>
    </CCard>
  );
}
