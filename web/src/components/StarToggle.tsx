import CIcon from '@coreui/icons-react';
import { cilStar } from '@coreui/icons';
import { useTranslation } from 'react-i18next';

interface StarToggleProps {
  starred: boolean;
  /** The page's visible title, so the button's name says which page it stars. */
  title: string;
  onToggle: () => void;
}

export function StarToggle({ starred, title, onToggle }: StarToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-link btn-sm p-1 star-toggle${starred ? ' text-warning' : ' text-body-secondary'}`}
      aria-pressed={starred}
      aria-label={t(starred ? 'bookmarks.unstar' : 'bookmarks.star', { title })}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      data-testid="star-toggle"
    >
      <CIcon icon={cilStar} aria-hidden="true" className={starred ? 'star-filled' : undefined} />
    </button>
  );
}

/**
 * The star inside an option of a combobox (the page search): options may not hold focusable controls, so this is a
 * mouse target only, its state said by the option's text, and the combobox stars the active option from the keyboard.
 */
export function StarMark({ starred, title, onToggle }: StarToggleProps) {
  const { t } = useTranslation();
  return (
    <span
      className={`btn btn-link btn-sm p-1 star-toggle${starred ? ' text-warning' : ' text-body-secondary'}`}
      aria-hidden="true"
      title={t(starred ? 'bookmarks.unstar' : 'bookmarks.star', { title })}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      data-testid="star-toggle"
      data-starred={starred}
    >
      <CIcon icon={cilStar} className={starred ? 'star-filled' : undefined} />
    </span>
  );
}
