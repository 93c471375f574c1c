import { act } from '@testing-library/react';
import { renderViewAt } from '@web/test/render-view';
import type { UserInfo } from '@contract/api/session';
import { adminCategoriesList, adminCategoryTree } from '../admin-taxonomy.resources';
import { SAMPLE_TREE } from '../test-support';
import { AdminCategoriesView } from './AdminCategoriesView';

const ADMIN = { userRole: 'admin', companyId: null } as UserInfo;

describe('AdminCategoriesView', () => {
  it('asks the list the URL holds (the company among the filters) and the tree, and asks the list again after a command', () => {
    const { store, dispatched } = renderViewAt('/admin/categories/categories?companyId=1001&tab=inactive&q=pots', <AdminCategoriesView />, { user: ADMIN });
    const listAsks = () => dispatched.mock.calls.filter(([action]) => adminCategoriesList.requested.match(action));
    expect(listAsks()).toHaveLength(1);
    expect(listAsks()[0]![0]).toMatchObject({ payload: { companyId: 1001, tab: 'inactive', q: 'pots', page: 1 } });
    expect(dispatched).toHaveBeenCalledWith(adminCategoryTree.requested(0));
    act(() => {
      store.dispatch(
        adminCategoryTree.commandRequested({ name: 'add', id: 0, input: { name: 'A', nameTr: 'A', remoteId: 'A', parentId: null, status: 'active' } }),
      );
      store.dispatch(adminCategoryTree.commandSucceeded({ name: 'add', data: SAMPLE_TREE }));
    });
    expect(listAsks()).toHaveLength(2);
  });
});
