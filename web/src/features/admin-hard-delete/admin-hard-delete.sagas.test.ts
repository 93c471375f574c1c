import { call, delay, put } from 'redux-saga/effects';
import { openTransaction } from '@contract/transactions/open-transaction';
import { AxiosError, AxiosHeaders } from 'axios';
import { toApiFailure } from '@web/lib/http';
import { fetchHardDeleteJob } from './admin-hard-delete.api';
import { followJob, HARD_DELETE_POLL_MS } from './admin-hard-delete.sagas';
import { hardDeleteJobWatched, jobFailed, jobLoaded } from './admin-hard-delete.slice';

const opened = openTransaction({ id: 'tx-1', companyId: 1022, method: 'hardDelete', createdBy: 'usr-admin', date: '2026-01-15T09:00:00.000Z' });
const running = { ...opened, status: 'inProgress' as const, progress: { done: 50, total: 200 } };
const done = { ...opened, status: 'done' as const, rows: 200 };

/** A failed call as axios throws it: the BFF's status and `{ code, message }`. */
function answered(status: number, code: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', headers: {}, config, data: { code, message: '' } });
}

describe('following a hard delete job', () => {
  it('asks again while it runs and stops once it ended', () => {
    const saga = followJob(hardDeleteJobWatched('tx-1'));
    expect(saga.next().value).toEqual(call(fetchHardDeleteJob, 'tx-1'));
    expect(saga.next(running).value).toEqual(put(jobLoaded(running)));
    expect(saga.next().value).toEqual(delay(HARD_DELETE_POLL_MS));
    expect(saga.next().value).toEqual(call(fetchHardDeleteJob, 'tx-1'));
    expect(saga.next(done).value).toEqual(put(jobLoaded(done)));
    expect(saga.next().done).toBe(true);
  });

  it('shows a failed ask and asks again, but stops on a job that is not there', () => {
    const saga = followJob(hardDeleteJobWatched('tx-1'));
    saga.next();
    const outage = answered(503, 'downstreamUnavailable');
    expect(saga.throw(outage).value).toEqual(put(jobFailed(toApiFailure(outage))));
    expect(saga.next().value).toEqual(delay(HARD_DELETE_POLL_MS));
    saga.next();
    const gone = answered(404, 'notFound');
    expect(saga.throw(gone).value).toEqual(put(jobFailed(toApiFailure(gone))));
    expect(saga.next().done).toBe(true);
  });
});
