import type { ReactNode } from 'react';
import { CAlert, CBadge, CButton, CCard, CCardBody, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@web/lib/format';
import { useUrlTab } from '@web/lib/list-url';
import { TabStrip } from '@web/components/TabStrip';
import { DetailHeader, type DetailHeaderProps } from './DetailHeader';

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'error';

export interface DetailTab {
  id: string;
  labelKey: string;
  /** A count badge (items, logs…); leave out for none. */
  count?: number;
  render: () => ReactNode;
}

export interface DetailScreenProps extends DetailHeaderProps {
  status: DetailStatus;
  /** i18n key of the screen's own load error (spec §8), shown with a Retry button. */
  errorKey: string;
  /** i18n key of the not-found text; 'No data was found.' by default (e.g. 'Category not found'). */
  notFoundKey?: string;
  onRetry: () => void;
  /** Sections as tabs; the active one is `?<tabParam>=` in the URL (the first tab is the default, left out). */
  tabs?: readonly DetailTab[];
  tabParam?: string;
  /** Content above the tabs (or the whole body when there are none). */
  children?: ReactNode;
}

function DetailTabs({ tabs, param }: { tabs: readonly DetailTab[]; param: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ids = tabs.map((tab) => tab.id);
  const [active, setActive] = useUrlTab(param, ids, ids[0] ?? '');
  const current = tabs.find((tab) => tab.id === active);
  return (
    <>
      <TabStrip
        tabs={ids}
        active={active}
        onChange={setActive}
        label={t('detail.tabs.label')}
        render={(id) => {
          const tab = tabs.find((candidate) => candidate.id === id);
          return (
            <>
              {tab ? t(tab.labelKey) : id}
              {tab?.count === undefined ? null : (
                <CBadge color="secondary" className="ms-2">
                  {format.number(tab.count)}
                </CBadge>
              )}
            </>
          );
        }}
        idPrefix="tab"
        controls={(id) => `panel-${id}`}
        testId="detail-tabs"
        className=""
        scrolls
      />
      {current ? (
        <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} className="pt-3" data-testid={`panel-${current.id}`}>
          {current.render()}
        </div>
      ) : null}
    </>
  );
}

/** One record's screen: header, badges and actions, URL-addressed tabs, and the loading / not found / error states. */
export function DetailScreen(props: DetailScreenProps) {
  const { status, errorKey, notFoundKey = 'errors.notFound', onRetry, tabs, tabParam = 'tab', children, ...header } = props;
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div className="d-flex justify-content-center py-5" data-testid="detail-loading">
        <CSpinner color="primary" aria-label={t('common.loading')} />
      </div>
    );
  }
  if (status !== 'ready') {
    return (
      <CCard>
        <CCardBody>
          <DetailHeader titleKey={header.titleKey} titleValues={header.titleValues} backTo={header.backTo} />
          {status === 'notFound' ? (
            <p className="text-body-secondary text-center py-5 mb-0" role="status" data-testid="detail-not-found">
              {t(notFoundKey)}
            </p>
          ) : (
            <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0" data-testid="detail-error">
              <span>{t(errorKey)}</span>
              <CButton color="danger" variant="outline" size="sm" onClick={onRetry}>
                {t('detail.states.retry')}
              </CButton>
            </CAlert>
          )}
        </CCardBody>
      </CCard>
    );
  }
  return (
    <CCard data-testid="detail-screen">
      <CCardBody>
        <DetailHeader {...header} />
        {children}
        {tabs && tabs.length > 0 ? <DetailTabs tabs={tabs} param={tabParam} /> : null}
      </CCardBody>
    </CCard>
  );
}
