import type { MouseEvent } from 'react';
import CIcon from '@coreui/icons-react';
import { cilStar } from '@coreui/icons';
import { useTranslation } from 'react-i18next';

interface StarToggleProps {
  starred: boolean;
  /** The page's visible title, so the star's name says which page it stars. */
  title: string;
  onToggle: () => void;
}

/** What both stars share: their look, their name, and a click that neither takes focus nor reaches the row. */
function useStar({ starred, title, onToggle }: StarToggleProps) {
  const { t } = useTranslation();
  return {
    className: `btn btn-link btn-sm p-1 star-toggle${starred ? ' text-warning' : ' text-body-secondary'}`,
    name: t(starred ? 'bookmarks.unstar' : 'bookmarks.star', { title }),
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      onToggle();
    },
    icon: <CIcon icon={cilStar} aria-hidden="true" className={starred ? 'star-filled' : undefined} />,
  };
}

export function StarToggle(props: StarToggleProps) {
  const { className, name, onMouseDown, onClick, icon } = useStar(props);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={props.starred}
      aria-label={name}
      onMouseDown={onMouseDown}
      onClick={onClick}
      data-testid="star-toggle"
    >
      {icon}
    </button>
  );
}

/**
 * The star inside an option of a combobox (the page search): options may not hold focusable controls, so this is a
 * mouse target only, its state said by the option's text, and the combobox stars the active option from the keyboard.
 */
export function StarMark(props: StarToggleProps) {
  const { className, name, onMouseDown, onClick, icon } = useStar(props);
  return (
    <span
      className={className}
      aria-hidden="true"
      title={name}
      onMouseDown={onMouseDown}
      onClick={onClick}
      data-testid="star-toggle"
      data-starred={props.starred}
    >
      {icon}
    </span>
  );
}
