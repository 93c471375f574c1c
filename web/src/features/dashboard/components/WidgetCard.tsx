import type { ReactNode } from 'react';
import { CCard, CCardBody, CCardHeader } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface WidgetCardProps {
  id: string;
  titleKey: string;
  /** The list the whole widget stands for. */
  listHref?: string;
  /** Beside the title (a total, a range switch). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One dashboard widget: a card whose title links to the list its figures count. */
export function WidgetCard({ id, titleKey, listHref, aside, children }: WidgetCardProps) {
  const { t } = useTranslation();
  return (
    <CCard className="h-100" data-testid={`dashboard-widget-${id}`}>
      <CCardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h6 mb-0">
          {listHref ? (
            <Link to={listHref} className="text-reset">
              {t(titleKey)}
            </Link>
          ) : (
            t(titleKey)
          )}
        </h2>
        {aside}
      </CCardHeader>
      <CCardBody>{children}</CCardBody>
    </CCard>
  );
}
