import { Outlet } from 'react-router';
import { LanguageDropdown } from './LanguageDropdown';
import './layout.css';

/** Sign-in pages: no menu, just the card (and the language choice). */
export function BlankLayout() {
  return (
    <div className="blank-layout min-vh-100 d-flex flex-column bg-body-tertiary" data-testid="blank-layout">
      <div className="d-flex justify-content-end p-3">
        <ul className="nav">
          <LanguageDropdown />
        </ul>
      </div>
      <main className="flex-grow-1 d-flex align-items-center justify-content-center px-3 pb-5">
        <div className="blank-layout-content">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
