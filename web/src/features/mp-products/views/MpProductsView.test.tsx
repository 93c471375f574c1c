import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { UserInfo } from '@contract/api/session';
import { createAppStore } from '@web/app/store';
import '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';
import { storage } from '@web/lib/storage';
import { mpProductsList } from '../mp-products.resources';
import { MpProductsView } from './MpProductsView';

const user = (userRole: UserInfo['userRole']) => ({ userRole, companyId: 1001 }) as UserInfo;

function renderAt(url: string, who: UserInfo) {
  const store = createAppStore({
    navigate: () => undefined,
    runSagas: false,
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', user: who } },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <MpProductsView />
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

beforeEach(() => localStorage.clear());

describe('MpProductsView', () => {
  it('asks for the list of the URL, and keeps an acting admin’s search for the way back', () => {
    const dispatched = renderAt('/products/mp-products?tab=locked&marketplace=noon-ae&page=2', user('adminAsUser'));
    expect(dispatched).toHaveBeenCalledWith(mpProductsList.requested(expect.objectContaining({ tab: 'locked', marketplace: 'noon-ae', page: 2 })));
    expect(storage.get('mpProductSearch')).toEqual({ tab: 'locked', marketplace: 'noon-ae' });
  });

  it('keeps nothing for a plain seller, and asks nothing for a product-id filter that is not a list', () => {
    const dispatched = renderAt('/products/mp-products?productId=12,abc', user('user'));
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: mpProductsList.requested.type }));
    expect(screen.getByText('Enter product IDs separated by commas, e.g. 101, 102.')).toBeVisible();
    expect(storage.has('mpProductSearch')).toBe(false);
  });
});
