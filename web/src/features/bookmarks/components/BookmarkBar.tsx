import { CBadge, CDropdown, CDropdownDivider, CDropdownHeader, CDropdownToggle } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilBookmark } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Bookmark } from '@contract/bookmarks';
import { AppIcon } from '@web/components/AppIcon';
import { translateTitle } from '@web/lib/i18n';
import { StarToggle } from '@web/components/StarToggle';
import { useFittingCount } from '@web/lib/use-fitting-count';
import { DropdownLinks } from '@web/components/DropdownLinks';

export interface BookmarkBarProps {
  /** Shown as icons in the navbar (at most 10, by the contract rule). */
  starred: Bookmark[];
  /** The rest, in the overflow dropdown. */
  overflow: Bookmark[];
  onToggle: (id: string) => void;
}

function DropdownRow({ bookmark, onToggle }: { bookmark: Bookmark; onToggle: (id: string) => void }) {
  const title = translateTitle(bookmark.title);
  return (
    <div className="d-flex align-items-center pe-2" data-testid="bookmark-dropdown-item">
      <NavLink to={bookmark.link} className="dropdown-item d-flex align-items-center gap-2">
        <AppIcon name={bookmark.icon} className="flex-shrink-0" />
        <span>{title}</span>
      </NavLink>
      <StarToggle starred title={title} onToggle={() => onToggle(bookmark.id)} />
    </div>
  );
}

/** One icon link with its gap (`.bookmark-bar .nav-link` is 2.25rem wide), and the room the menu toggle keeps. */
const ICON_WIDTH = 40;
const TOGGLE_WIDTH = 64;

/** Starred pages as icons, as many as the top bar has room for; the rest, and every bookmark, in the menu. */
export function BookmarkBar({ starred: allStarred, overflow: listed, onToggle }: BookmarkBarProps) {
  const { t } = useTranslation();
  const [barRef, fitting] = useFittingCount<HTMLElement>(ICON_WIDTH, TOGGLE_WIDTH);
  const starred = allStarred.slice(0, fitting);
  const overflow = [...allStarred.slice(starred.length), ...listed];
  return (
    <nav ref={barRef} className="d-flex align-items-center bookmark-bar" aria-label={t('bookmarks.label')} data-testid="bookmark-bar">
      <ul className="nav flex-nowrap align-items-center gap-1">
        {starred.map((bookmark) => {
          const title = translateTitle(bookmark.title);
          return (
            <li key={bookmark.id} className="nav-item">
              <NavLink to={bookmark.link} className="nav-link px-2" aria-label={title} title={title} data-testid="bookmark-icon">
                <AppIcon name={bookmark.icon} size="lg" />
              </NavLink>
            </li>
          );
        })}
        {starred.length + overflow.length > 0 ? (
          <CDropdown variant="nav-item" placement="bottom-start">
            {/* Named by its hidden text, which holds the count the badge shows (WCAG 2.5.3). */}
            <CDropdownToggle caret={false} className="px-2" data-testid="bookmark-overflow-toggle">
              <CIcon icon={cilBookmark} size="lg" aria-hidden="true" />
              {overflow.length > 0 ? (
                <CBadge color="primary" shape="rounded-pill" className="ms-1" aria-hidden="true" data-testid="bookmark-overflow-count">
                  {overflow.length}
                </CBadge>
              ) : null}
              <span className="visually-hidden">{t('bookmarks.more', { count: overflow.length })}</span>
            </CDropdownToggle>
            <DropdownLinks className="bookmark-menu" data-testid="bookmark-overflow-menu">
              {overflow.length > 0 ? <CDropdownHeader>{t('bookmarks.overflowTitle')}</CDropdownHeader> : null}
              {overflow.map((bookmark) => (
                <DropdownRow key={bookmark.id} bookmark={bookmark} onToggle={onToggle} />
              ))}
              {overflow.length > 0 && starred.length > 0 ? <CDropdownDivider /> : null}
              {starred.length > 0 ? <CDropdownHeader>{t('bookmarks.starredTitle')}</CDropdownHeader> : null}
              {starred.map((bookmark) => (
                <DropdownRow key={bookmark.id} bookmark={bookmark} onToggle={onToggle} />
              ))}
            </DropdownLinks>
          </CDropdown>
        ) : null}
      </ul>
    </nav>
  );
}
