import { CAlert, CBadge, CButton, CCol, CRow, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { leafPercent, type AdminCrossHealthAnswer, type TaxonomyCrossHealth } from '@contract/admin-crossing/category-cross.api';
import { coveragePercent } from '@contract/catalog/mapping-health';
import type { MappingHealth } from '@contract/catalog/taxonomy.types';
import { LabelledProgress } from '@web/components/LabelledProgress';
import { useFormatters } from '@web/lib/format';
import type { DetailState } from '@web/lib/resources/detail-resource';

export interface CrossHealthSummaryProps {
  state: DetailState<AdminCrossHealthAnswer>;
  onRetry: () => void;
}

const barColor = (percent: number) => (percent >= 80 ? 'success' : percent >= 50 ? 'warning' : 'danger');

function CompanyCoverage({ health }: { health: MappingHealth }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = coveragePercent(health);
  return (
    <div className="border-top mt-2 pt-2 small" data-testid={`company-health-${health.marketplace}`}>
      <div className="d-flex justify-content-between">
        <span>{t('adminCrossing.health.company')}</span>
        <strong data-testid={`company-percent-${health.marketplace}`}>{t('categories.health.percent', { percent })}</strong>
      </div>
      <div>{t('categories.health.productsCovered', { covered: format.number(health.productsCovered), total: format.number(health.productsTotal) })}</div>
      <div>{t('categories.health.categories', { crossed: format.number(health.categoriesCrossed), used: format.number(health.categoriesUsed) })}</div>
    </div>
  );
}

function MarketplaceHealth({ tree, company }: { tree: TaxonomyCrossHealth; company: MappingHealth | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = leafPercent(tree.crossed, tree.leaves);
  const marketplace = t(`marketplaces.${tree.marketplace}`);
  return (
    <div className="border rounded p-2 h-100" data-testid={`cross-health-${tree.marketplace}`}>
      <div className="d-flex justify-content-between align-items-center">
        <strong>{marketplace}</strong>
        <span data-testid={`tree-percent-${tree.marketplace}`}>{t('adminCrossing.health.percent', { percent })}</span>
      </div>
      <LabelledProgress value={percent} color={barColor(percent)} className="my-2" height={6} label={t('adminCrossing.health.treeCoverage', { marketplace })} />
      <div className="small">
        {t('adminCrossing.health.leaves', {
          crossed: format.number(tree.crossed),
          uncrossed: format.number(tree.uncrossed),
          never: format.number(tree.never),
        })}
      </div>
      <div className="small">{t('adminCrossing.health.forever', { count: tree.forever })}</div>
      <div className="small d-flex align-items-center gap-1">
        {t('categories.health.missing')}
        <CBadge color={tree.missingMandatory ? 'warning' : 'success'} textColor={tree.missingMandatory ? 'dark' : undefined}>
          {format.number(tree.missingMandatory)}
        </CBadge>
      </div>
      {company ? <CompanyCoverage health={company} /> : null}
    </div>
  );
}

/** Mapping health per marketplace: the shared tree's leaves by crossing state, and the filtered company's coverage as its sellers see it. */
export function CrossHealthSummary({ state, onRetry }: CrossHealthSummaryProps) {
  const { t } = useTranslation();
  const items = state.data?.items ?? [];
  const status = state.status === 'error' ? 'error' : state.status === 'ready' ? 'ready' : 'loading';
  return (
    <section className="mb-3" data-testid="cross-health" aria-label={t('adminCrossing.health.title')}>
      <h2 className="h6">{t(state.data?.company ? 'adminCrossing.health.titleCompany' : 'adminCrossing.health.title')}</h2>
      {status === 'ready' ? (
        <CRow className="g-2">
          {items.map((tree) => (
            <CCol key={tree.marketplace} xs={12} sm={6} xl data-testid="cross-health-card">
              <MarketplaceHealth tree={tree} company={state.data?.company?.find((health) => health.marketplace === tree.marketplace)} />
            </CCol>
          ))}
        </CRow>
      ) : null}
      {status === 'loading' ? <CSpinner size="sm" color="primary" aria-label={t('common.loading')} data-testid="cross-health-loading" /> : null}
      {status === 'error' ? (
        <CAlert color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2" data-testid="cross-health-error">
          <span>{t('adminCrossing.health.loadError')}</span>
          <CButton color="danger" variant="outline" size="sm" onClick={onRetry}>
            {t('list.states.retry')}
          </CButton>
        </CAlert>
      ) : null}
    </section>
  );
}
