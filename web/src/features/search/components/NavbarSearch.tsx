import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import CIcon from '@coreui/icons-react';
import { cilSearch } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import type { SearchGroup } from '@contract/search';
import { AppIcon } from '@web/components/AppIcon';
import { translateTitle } from '@web/lib/i18n';
import { numberResults, searchResults } from '../search-results';
import { StarMark } from '@web/components/StarToggle';

export interface NavbarSearchProps {
  groups: SearchGroup[];
  /** Ids of bookmarked pages (starred or overflow). */
  starredIds: ReadonlySet<string>;
  onToggleStar: (id: string) => void;
  onNavigate: (link: string) => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function NavbarSearch({ groups, starredIds, onToggleStar, onNavigate }: NavbarSearchProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const results = useMemo(() => searchResults(groups, query, translateTitle, i18n.language), [groups, query, i18n.language]);
  const flat = useMemo(() => results.flatMap((group) => group.items), [results]);
  const numbered = useMemo(() => numberResults(results), [results]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The arrows move the active option while focus stays in the box: keep that option in view of the scrolled list.
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionId]);

  const go = (link: string) => {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    onNavigate(link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (flat.length > 0) setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : flat.length - 1)) % flat.length);
    } else if (event.key === 'Enter' && event.altKey) {
      // Focus stays in the box (a combobox): Alt+Enter stars or unstars the active page without opening it.
      const item = flat[active];
      if (open && item) {
        event.preventDefault();
        onToggleStar(item.id);
      }
    } else if (event.key === 'Enter') {
      const item = flat[active];
      if (open && item) {
        event.preventDefault();
        go(item.link);
      }
    } else if (event.key === 'Escape') {
      // Browsers also clear a search box on Escape; keep the text, just close the list.
      event.preventDefault();
      setOpen(false);
      inputRef.current?.blur();
    }
  };

  return (
    <div
      className="navbar-search position-relative"
      data-testid="navbar-search"
      onBlur={(event) => {
        // Tab from the box reaches the scrolled list (its own keyboard scrolling); leaving both closes it.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <div className="input-group input-group-sm">
        <span className="input-group-text bg-transparent border-end-0">
          <CIcon icon={cilSearch} aria-hidden="true" />
        </span>
        <input
          ref={inputRef}
          type="search"
          className="form-control border-start-0"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && flat[active] ? optionId(active) : undefined}
          aria-describedby={`${listId}-hint`}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      <span id={`${listId}-hint`} className="visually-hidden">
        {t('search.starHint')}
      </span>
      {open ? (
        <div
          className="navbar-search-results dropdown-menu show shadow"
          tabIndex={0}
          onMouseDown={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            inputRef.current?.focus();
            setOpen(false);
          }}
        >
          {results.length === 0 ? <div className="dropdown-item-text text-body-secondary">{t('search.noResults')}</div> : null}
          <ul id={listId} role="listbox" aria-label={t('search.resultsLabel')} className="list-unstyled mb-0">
            {numbered.map((group) => (
              <li key={group.title} role="presentation">
                <div className="dropdown-header" role="presentation">
                  {group.title}
                </div>
                <ul role="group" aria-label={group.title} className="list-unstyled mb-0">
                  {group.items.map(({ item, position }) => {
                    const title = translateTitle(item.title);
                    return (
                      <li
                        key={item.id}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        aria-label={starredIds.has(item.id) ? `${title} (${t('search.starred')})` : title}
                        className={`dropdown-item d-flex align-items-center gap-2${position === active ? ' active' : ''}`}
                        onMouseEnter={() => setActive(position)}
                        onClick={() => go(item.link)}
                        data-testid="search-result"
                      >
                        <AppIcon name={item.icon} className="flex-shrink-0" />
                        <span className="flex-grow-1">{title}</span>
                        <StarMark starred={starredIds.has(item.id)} title={title} onToggle={() => onToggleStar(item.id)} />
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
