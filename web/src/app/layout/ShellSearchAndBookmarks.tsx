import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { BookmarkBar } from '@web/features/bookmarks/components/BookmarkBar';
import { bookmarkToggleRequested, selectBookmarkLists, selectStarredIds } from '@web/features/bookmarks/bookmarks.slice';
import { NavbarSearch } from '@web/features/search/components/NavbarSearch';
import { selectSearchGroups } from '@web/features/search/search.slice';
import type { RootState } from '../reducer';

/** Wires the bookmarks and search features together: search results carry the bookmark star. */
export function ShellSearchAndBookmarks() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lists = useSelector((state: RootState) => selectBookmarkLists(state));
  const starredIds = useSelector((state: RootState) => selectStarredIds(state));
  const groups = useSelector((state: RootState) => selectSearchGroups(state));
  const toggle = (id: string) => dispatch(bookmarkToggleRequested(id));
  return (
    <div className="d-flex align-items-center gap-2 flex-grow-1 shell-tools">
      <div className="d-none d-lg-flex bookmark-slot">
        <BookmarkBar starred={lists.starred} overflow={lists.overflow} onToggle={toggle} />
      </div>
      <NavbarSearch groups={groups} starredIds={starredIds} onToggleStar={toggle} onNavigate={(link) => void navigate(link)} />
    </div>
  );
}
