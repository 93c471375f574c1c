/**
 * The hard delete's job (transaction method `hardDelete`, spec §9 "company delete"): the marketplace service deletes a
 * step at a time, so the transaction shows how far it is; afterwards the company's cached dashboard is dropped.
 */
import * as yup from 'yup';
import { countOfScope } from '@contract/admin-hard-delete/hard-delete.rules';
import { HARD_DELETE_MAX_TARGETS, HARD_DELETE_SCOPES, type HardDeleteScope, type HardDeleteStep } from '@contract/admin-hard-delete/hard-delete.types';
import { HARD_DELETE_SERVICE_ROUTES, HARD_DELETE_STEP_MAX } from '@contract/downstream/admin-hard-delete.routes';
import type { DashboardCache } from '../../lib/dashboard-cache';
import type { JobHandler, RunningJob } from '../../lib/jobs/job-queue';
import type { Services } from '../../lib/services';

/** What waits in the queue: data only (the admin's id signs the service calls as an admin token). */
export const hardDeletePayloadSchema = yup.object({
  adminId: yup.string().required(),
  companyId: yup.number().integer().positive().required(),
  scope: yup.string().oneOf(HARD_DELETE_SCOPES).required(),
  targets: yup.array(yup.string().required()).max(HARD_DELETE_MAX_TARGETS).default([]),
  /** The preview's count of products (catalogue, products) or variants (variants). */
  total: yup.number().integer().min(0).required(),
});
export type HardDeletePayload = yup.InferType<typeof hardDeletePayloadSchema>;

export interface HardDeleteJobDeps {
  services: Services;
  dashboardCache: Pick<DashboardCache, 'clear'>;
}

/** The calls the job makes: the catalogue until nothing is left, a list in slices of the step's size. */
async function* steps(scope: HardDeleteScope, targets: readonly string[], step: (targets: string[]) => Promise<HardDeleteStep>) {
  if (scope !== 'catalog') {
    for (let at = 0; at < targets.length; at += HARD_DELETE_STEP_MAX) yield step(targets.slice(at, at + HARD_DELETE_STEP_MAX));
    return;
  }
  for (;;) {
    const answered = await step([]);
    yield answered;
    if (answered.remaining === 0 || answered.deleted.products === 0) return;
  }
}

export function hardDeleteHandler({ services, dashboardCache }: HardDeleteJobDeps): JobHandler {
  return async (job: RunningJob) => {
    const { adminId, companyId, scope, targets, total } = hardDeletePayloadSchema.validateSync(job.payload);
    const traced = job.trace ? services.withTrace(job.trace) : services;
    const step = (slice: string[]) =>
      traced.call(
        HARD_DELETE_SERVICE_ROUTES.step,
        { sub: adminId, role: 'admin' },
        { params: { companyId }, body: { scope, targets: slice, limit: HARD_DELETE_STEP_MAX } },
      );
    let done = 0;
    await job.progress(0, total);
    for await (const answered of steps(scope, targets, step)) {
      done += countOfScope(scope, answered.deleted);
      await job.progress(done, Math.max(total, done));
      if (job.signal.aborted) throw new Error('hard delete stopped: the process is closing');
    }
    await dashboardCache.clear(companyId);
    return { rows: done };
  };
}
