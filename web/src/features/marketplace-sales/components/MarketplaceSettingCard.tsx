import { CAlert, CBadge, CButton, CCard, CCardBody, CCardFooter, CCardHeader, CForm, CSpinner } from '@coreui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MarketplaceSettingBody, SettingsEntry } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ServerFieldErrors } from '@web/components/detail/ServerFieldErrors';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { SettingFields } from './SettingFields';
import { settingBody, settingValues, validateSetting, type SettingValues } from './setting-form';

export interface MarketplaceSettingCardProps {
  entry: SettingsEntry;
  /** The highest rate the company may save here (staff's cap, or its own); the form checks it and says it under the rate. */
  rateCap: number | undefined;
  /** Every channel a save changes, this one included (the Noon channels); just this one for a marketplace alone. */
  channels: readonly MarketplaceCode[];
  /** Channels among them without the company's global configuration: while any, nothing can be saved. */
  unconfigured: readonly MarketplaceCode[];
  command: CommandView;
  onSave: (body: MarketplaceSettingBody) => void;
}

/** One marketplace's settings as a form; a save that fails keeps what was typed and says why under the fields. */
export function MarketplaceSettingCard({ entry, rateCap, channels, unconfigured, command, onSave }: MarketplaceSettingCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { marketplace, setting } = entry;
  const code = marketplace.code;
  const names = (codes: readonly MarketplaceCode[]) => codes.map((channel) => t(`marketplaces.${channel}`)).join(', ');
  const others = unconfigured.filter((channel) => channel !== code);
  const blocked = unconfigured.length > 0;
  const failure = command.error;
  return (
    <CCard className="h-100" data-testid={`setting-card-${code}`}>
      <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">{t(`marketplaces.${code}`)}</h2>
        <CBadge color="light" textColor="dark">
          {marketplace.currency}
        </CBadge>
        {setting.globallyConfigured ? (
          <CBadge color={setting.enabled ? 'success' : 'secondary'} data-testid="setting-state">
            {t(setting.enabled ? 'marketplaceSales.state.enabled' : 'marketplaceSales.state.disabled')}
          </CBadge>
        ) : (
          <CBadge color="warning" textColor="dark" data-testid="setting-state">
            {t('marketplaceSales.state.notConfigured')}
          </CBadge>
        )}
      </CCardHeader>
      {/* A new saved setting (this card's save, or a save of another channel of its group) starts the form afresh; a
          refusal leaves the setting as it was, so the form keeps what was typed. */}
      <Formik<SettingValues>
        key={JSON.stringify(settingValues(setting))}
        initialValues={settingValues(setting)}
        validate={(values) => validateSetting(values, rateCap)}
        onSubmit={(values) => onSave(settingBody(values))}
      >
        {(form) => (
          <CForm
            noValidate
            onSubmit={form.handleSubmit}
            aria-busy={command.submitting}
            aria-label={t(`marketplaces.${code}`)}
            className="d-flex flex-column flex-grow-1"
          >
            <ServerFieldErrors failure={failure} form={form} />
            <CCardBody>
              {blocked ? (
                <CAlert color="warning" role="status" data-testid="not-configured">
                  {setting.globallyConfigured ? t('marketplaceSales.siblingNotConfigured', { channels: names(others) }) : t('errors.marketplaceNotConfigured')}
                </CAlert>
              ) : null}
              <fieldset disabled={blocked || command.submitting}>
                <SettingFields code={code} form={form} rateCap={rateCap} />
              </fieldset>
              {failure && !failure.fields ? (
                <div className="mt-3">
                  <ErrorAlert error={failure} />
                </div>
              ) : null}
              {command.succeeded ? (
                <CAlert color="success" className="mt-3 mb-0 py-2" role="status" data-testid="setting-saved">
                  {channels.length > 1 ? t('marketplaceSales.savedShared', { channels: names(channels) }) : t('marketplaceSales.saved')}
                </CAlert>
              ) : null}
            </CCardBody>
            <CCardFooter className="d-flex align-items-center gap-2 mt-auto">
              <small className="text-body-secondary me-auto" data-testid="setting-updated">
                {setting.updatedAt ? t('marketplaceSales.updatedAt', { date: format.dateTime(setting.updatedAt) }) : t('marketplaceSales.neverSaved')}
              </small>
              {blocked ? null : (
                <CButton type="submit" color="primary" disabled={command.submitting} aria-busy={command.submitting} data-testid="setting-save">
                  {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
                  {t(command.submitting ? 'marketplaceSales.saving' : 'marketplaceSales.save')}
                </CButton>
              )}
            </CCardFooter>
          </CForm>
        )}
      </Formik>
    </CCard>
  );
}
