import { call, getContext } from 'redux-saga/effects';
import { actAsCompany } from '@web/lib/act-as';
import { LOAD_PAGE_CONTEXT_KEY } from '@web/lib/navigation';
import { actAsRequested } from './company-tools.resources';
import { actAsFromTools } from './company-tools.sagas';

describe('acting as a company from Company Tools', () => {
  it('acts as the company, then loads the seller’s dashboard afresh', () => {
    const load = vi.fn();
    const saga = actAsFromTools(actAsRequested(1006));
    expect(saga.next().value).toEqual(call(actAsCompany, 1006));
    expect(saga.next().value).toEqual(getContext(LOAD_PAGE_CONTEXT_KEY));
    expect(saga.next(load).value).toEqual(call(load, '/'));
    expect(saga.next().done).toBe(true);
  });

  it('says why in a toast when act-as fails, and stays on the list', () => {
    const saga = actAsFromTools(actAsRequested(1006));
    saga.next();
    const effect = saga.throw(new Error('down')).value as { type: string; payload: { action: { payload: { messageKey: string; color: string } } } };
    expect(effect.type).toBe('PUT');
    expect(effect.payload.action.payload).toMatchObject({ messageKey: 'errors.generic', color: 'danger' });
    expect(saga.next().done).toBe(true);
  });
});
