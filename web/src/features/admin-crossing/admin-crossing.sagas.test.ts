import { call, put, select } from 'redux-saga/effects';
import { crossLeaf, fetchAdminCrossHealth, uncrossLeaf } from './admin-crossing.api';
import { ALL_COMPANIES, adminAttributeList, adminCrossHealth, adminCrossList } from './admin-crossing.resources';
import { reloadAfterAttributeChange, reloadCrossings } from './admin-crossing.sagas';

vi.mock('./admin-crossing.api', () => ({
  crossLeaf: vi.fn(() => Promise.resolve({})),
  uncrossLeaf: vi.fn(() => Promise.resolve({})),
  fetchAdminCrossHealth: vi.fn(() => Promise.resolve({ items: [], company: null })),
  fetchAdminCrossings: vi.fn(),
  fetchTheirCategories: vi.fn(),
  fetchAdminAttributeCrossings: vi.fn(),
  fetchCategoryCrossings: vi.fn(),
  changeCategoryCrossing: vi.fn(),
}));

const TARGET = { categoryId: 104, marketplace: 'trendyol' } as const;
const BODY = { remoteCategoryId: 'TY-1', syncMode: 'forever' } as const;

describe('admin crossing sagas and commands', () => {
  it('asks both lists again after a command', () => {
    const saga = reloadCrossings();
    expect(saga.next().value).toEqual(put(adminCrossList.reloadRequested()));
    expect(saga.next().value).toEqual(put(adminAttributeList.reloadRequested()));
    expect(saga.next().done).toBe(true);
  });

  it('after an attribute command, reads the health again for the company on screen', () => {
    const saga = reloadAfterAttributeChange();
    expect(saga.next().value).toEqual(call(reloadCrossings));
    expect(saga.next().value).toEqual(select(adminCrossHealth.select));
    expect(saga.next({ id: 1001 }).value).toEqual(put(adminCrossHealth.requested(1001)));
    expect(saga.next().done).toBe(true);
  });

  it('a command changes the crossing, then reads the health again for the company on screen', async () => {
    await adminCrossHealth.commands.cross.run(1001, { target: TARGET, body: BODY });
    expect(crossLeaf).toHaveBeenCalledWith(TARGET, BODY);
    expect(fetchAdminCrossHealth).toHaveBeenLastCalledWith(1001);
    await adminCrossHealth.commands.uncross.run(ALL_COMPANIES, TARGET);
    expect(uncrossLeaf).toHaveBeenCalledWith(TARGET);
    expect(fetchAdminCrossHealth).toHaveBeenLastCalledWith(undefined);
  });
});
