import { CCard, CCardBody, CCardTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { SELLER_API_AUTH_HEADER, SELLER_API_LIMITS, sellerApiCurl } from '@contract/api-keys/seller-api';
import { CopyButton } from './CopyButton';

export interface SellerApiUsageProps {
  baseUrl: string | null;
  onCopy: (text: string) => Promise<void>;
}

/** Where the seller API listens, how the key travels, and a curl line to try it. */
export function SellerApiUsage({ baseUrl, onCopy }: SellerApiUsageProps) {
  const { t } = useTranslation();
  const curl = baseUrl ? sellerApiCurl(baseUrl) : null;
  return (
    <CCard className="mt-4" data-testid="seller-api-usage">
      <CCardBody>
        <CCardTitle as="h2" className="h6">
          {t('apiSettings.usage.title')}
        </CCardTitle>
        {baseUrl && curl ? (
          <>
            <p className="small text-body-secondary mb-2">{t('apiSettings.usage.auth', { header: SELLER_API_AUTH_HEADER })}</p>
            <p className="small text-body-secondary mb-2" data-testid="seller-api-limits">
              {t('apiSettings.usage.limits', { perKey: SELLER_API_LIMITS.perKeyPerMinute, perAddress: SELLER_API_LIMITS.perAddressPerMinute })}
            </p>
            <div className="mb-3">
              <div className="small fw-semibold">{t('apiSettings.usage.baseUrl')}</div>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <code data-testid="seller-api-base-url">{baseUrl}</code>
                <CopyButton text={baseUrl} onCopy={onCopy} labelKey="apiSettings.usage.baseUrl" testId="seller-api-base-url-copy" />
              </div>
            </div>
            <div className="small fw-semibold">{t('apiSettings.usage.example')}</div>
            <pre className="bg-body-tertiary border rounded p-2 small mb-2 text-wrap text-break" data-testid="seller-api-curl">
              <code>{curl}</code>
            </pre>
            <CopyButton text={curl} onCopy={onCopy} labelKey="apiSettings.usage.example" testId="seller-api-curl-copy" />
          </>
        ) : (
          <p className="small text-body-secondary mb-0" data-testid="seller-api-not-configured">
            {t('apiSettings.usage.notConfigured')}
          </p>
        )}
      </CCardBody>
    </CCard>
  );
}
