import CIcon from '@coreui/icons-react';
import { iconByName } from '@web/lib/icons';

interface AppIconProps {
  name: string;
  className?: string;
  size?: 'sm' | 'lg' | 'xl';
}

/** A decorative icon by catalogue name; the text next to it (or an aria-label on its button) names it. */
export function AppIcon({ name, className, size }: AppIconProps) {
  return <CIcon icon={iconByName(name)} className={className} size={size} aria-hidden="true" data-icon={name} />;
}
