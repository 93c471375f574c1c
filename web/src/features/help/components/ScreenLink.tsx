import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf, routeById, type RouteId } from '@contract/routes';
import { AppIcon } from '@web/components/AppIcon';

export interface ScreenLinkProps {
  screen: RouteId;
  /** Whether the reader may open it: a screen they may not open is named, not linked. */
  canOpen: boolean;
  className?: string;
}

/** A catalogued screen by its name, linked through the route catalogue (never a typed path). */
export function ScreenLink({ screen, canOpen, className }: ScreenLinkProps) {
  const { t } = useTranslation();
  const icon = routeById(screen)?.icon ?? 'cilList';
  const label = (
    <>
      <AppIcon name={icon} className="me-1" />
      {t(`routes.${screen}`)}
    </>
  );
  if (!canOpen) {
    return (
      <span className={className} data-testid={`screen-name-${screen}`}>
        {label}
      </span>
    );
  }
  return (
    <Link to={pathOf(screen)} className={className} data-testid={`screen-link-${screen}`}>
      {label}
    </Link>
  );
}
