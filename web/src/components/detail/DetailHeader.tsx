import type { ReactNode } from 'react';
import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionButton } from '@web/components/list/ActionButton';
import type { ListAction } from '@web/components/list/list-types';

export interface DetailBadge {
  id: string;
  labelKey: string;
  labelValues?: Record<string, string | number>;
  color: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark' | 'light';
}

export interface DetailAction extends ListAction {
  /** i18n key saying why the action is disabled (spec §8, e.g. an order with shipped items cannot be cancelled). */
  disabledReasonKey?: string;
}

export interface DetailHeaderProps {
  titleKey: string;
  titleValues?: Record<string, string | number>;
  subtitle?: ReactNode;
  badges?: readonly DetailBadge[];
  actions?: readonly DetailAction[];
  /** Where the Back link leads (usually the list, with its URL state). */
  backTo?: string;
}

/** Title, subtitle, status badges, the Back link and the record's actions, each disabled one saying why. */
export function DetailHeader({ titleKey, titleValues, subtitle, badges = [], actions = [], backTo }: DetailHeaderProps) {
  const { t } = useTranslation();
  // Actions disabled for the same reason share one sentence (a cancelled package's two label actions).
  const reasons = new Map<string, string>();
  for (const action of actions)
    if (action.disabled && action.disabledReasonKey && !reasons.has(action.disabledReasonKey)) reasons.set(action.disabledReasonKey, action.id);
  const reasonId = (key: string) => `reason-${reasons.get(key) ?? ''}`;
  return (
    <div className="mb-3">
      {backTo ? (
        <Link to={backTo} className="small d-inline-block mb-2" data-testid="detail-back">
          {t('detail.back')}
        </Link>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0">{t(titleKey, titleValues ?? {})}</h1>
        {badges.map((badge) => (
          <CBadge key={badge.id} color={badge.color} data-testid={`badge-${badge.id}`}>
            {t(badge.labelKey, badge.labelValues ?? {})}
          </CBadge>
        ))}
        {actions.length > 0 ? (
          <div role="group" aria-label={t('detail.actions')} className="ms-auto d-flex flex-wrap gap-2">
            {actions.map(({ id, disabledReasonKey, ...action }) => (
              <ActionButton
                key={id}
                {...action}
                testId={`action-${id}`}
                describedBy={action.disabled && disabledReasonKey ? reasonId(disabledReasonKey) : undefined}
              />
            ))}
          </div>
        ) : null}
      </div>
      {subtitle ? (
        <div className="text-body-secondary mt-1" data-testid="detail-subtitle">
          {subtitle}
        </div>
      ) : null}
      {[...reasons].map(([key, firstId]) => (
        <p key={key} id={`reason-${firstId}`} className="small text-body-secondary mb-0 mt-1" data-testid={`reason-${firstId}`}>
          {t(key)}
        </p>
      ))}
    </div>
  );
}
