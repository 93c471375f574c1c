import { CBadge, CButton, CCard, CCardBody, CCardHeader, CCol, CRow } from '@coreui/react';
import { LocalizedText } from '@web/components/LocalizedText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coveragePercent, type MappingHealthAnswer } from '@contract/catalog/mapping-health';
import type { MappingHealth } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import { ListStates } from '@web/components/list/ListStates';
import { useFormatters } from '@web/lib/format';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { LabelledProgress } from '@web/components/LabelledProgress';

export interface MappingHealthCardProps {
  state: DetailState<MappingHealthAnswer>;
  /** The marketplace whose lists are open (`?health=`), or null. */
  open: MarketplaceCode | null;
  onOpen: (marketplace: MarketplaceCode | null) => void;
  onRetry: () => void;
}

const LIST_LIMIT = 10;
const crossHref = (categoryId: number, marketplace: MarketplaceCode) => `${pathOf('categoryCross', { categoryId })}?marketplace=${marketplace}`;

function HealthLists({ health }: { health: MappingHealth }) {
  const { t } = useTranslation();
  return (
    <CRow className="mt-3 g-3" data-testid={`health-lists-${health.marketplace}`}>
      <CCol md={6}>
        <h3 className="h6">{t('categories.health.uncrossedTitle', { count: health.uncrossed.length })}</h3>
        {health.uncrossed.length === 0 ? (
          <p className="small text-body-secondary">{t('categories.health.allCrossed')}</p>
        ) : (
          <ul className="small mb-0">
            {health.uncrossed.slice(0, LIST_LIMIT).map((entry) => (
              <li key={entry.categoryId}>
                <Link to={crossHref(entry.categoryId, health.marketplace)}>
                  <LocalizedText name={entry.categoryName} />
                </Link>{' '}
                <span className="text-body-secondary">{t('categories.health.products', { count: entry.products })}</span>
              </li>
            ))}
          </ul>
        )}
      </CCol>
      <CCol md={6}>
        <h3 className="h6">{t('categories.health.missingTitle', { count: health.missingMandatory.length })}</h3>
        {health.missingMandatory.length === 0 ? (
          <p className="small text-body-secondary">{t('categories.health.noneMissing')}</p>
        ) : (
          <ul className="small mb-0">
            {health.missingMandatory.slice(0, LIST_LIMIT).map((entry) => (
              <li key={`${entry.categoryId}-${entry.remoteAttributeId}`}>
                <Link to={crossHref(entry.categoryId, health.marketplace)}>
                  <LocalizedText name={entry.categoryName} />
                </Link>
                {': '}
                {entry.remoteAttributeName}
              </li>
            ))}
          </ul>
        )}
        {health.missingMandatory.length > LIST_LIMIT ? (
          <p className="small text-body-secondary mb-0">{t('categories.health.more', { count: health.missingMandatory.length - LIST_LIMIT })}</p>
        ) : null}
      </CCol>
    </CRow>
  );
}

/** Mapping health per marketplace: the share of products on crossed categories, and what is still missing. */
export function MappingHealthCard({ state, open, onOpen, onRetry }: MappingHealthCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const items = state.data?.items ?? [];
  const status = state.status === 'error' ? 'error' : state.status === 'ready' ? 'ready' : 'loading';
  const opened = items.find((health) => health.marketplace === open);
  return (
    <CCard className="mb-4" data-testid="mapping-health">
      <CCardHeader>
        <h2 className="h6 mb-0">{t('categories.health.title')}</h2>
      </CCardHeader>
      <CCardBody>
        {status === 'ready' && items.length > 0 ? (
          <CRow className="g-3">
            {items.map((health) => {
              const percent = coveragePercent(health);
              return (
                <CCol key={health.marketplace} xs={12} sm={6} xl data-testid={`health-${health.marketplace}`}>
                  <div className="border rounded p-2 h-100">
                    <div className="d-flex justify-content-between align-items-center">
                      <strong>{t(`marketplaces.${health.marketplace}`)}</strong>
                      <span data-testid={`health-percent-${health.marketplace}`}>{t('categories.health.percent', { percent })}</span>
                    </div>
                    <LabelledProgress
                      value={percent}
                      color={percent >= 80 ? 'success' : percent >= 50 ? 'warning' : 'danger'}
                      className="my-2"
                      height={6}
                      label={t('categories.health.coverage', { marketplace: t(`marketplaces.${health.marketplace}`) })}
                    />
                    <div className="small">
                      {t('categories.health.categories', { crossed: format.number(health.categoriesCrossed), used: format.number(health.categoriesUsed) })}
                    </div>
                    <div className="small">
                      {t('categories.health.productsCovered', { covered: format.number(health.productsCovered), total: format.number(health.productsTotal) })}
                    </div>
                    <div className="small d-flex align-items-center gap-1">
                      {t('categories.health.missing')}
                      <CBadge color={health.missingMandatory.length ? 'warning' : 'success'} textColor={health.missingMandatory.length ? 'dark' : undefined}>
                        {format.number(health.missingMandatory.length)}
                      </CBadge>
                    </div>
                    <CButton
                      color="link"
                      size="sm"
                      className="px-0"
                      onClick={() => onOpen(open === health.marketplace ? null : health.marketplace)}
                      aria-expanded={open === health.marketplace}
                      data-testid={`health-toggle-${health.marketplace}`}
                    >
                      {t(open === health.marketplace ? 'categories.health.hide' : 'categories.health.show')}
                    </CButton>
                  </div>
                </CCol>
              );
            })}
          </CRow>
        ) : null}
        {status === 'ready' && items.length > 0 && items.every((health) => health.productsTotal === 0) ? (
          <p className="small text-body-secondary mt-3 mb-0" data-testid="health-no-products">
            {t('categories.health.noProducts')}
          </p>
        ) : null}
        {opened ? <HealthLists health={opened} /> : null}
        <ListStates status={status} rowCount={items.length} errorKey="categories.health.loadError" onRetry={onRetry} />
      </CCardBody>
    </CCard>
  );
}
