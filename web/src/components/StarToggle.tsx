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
