import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { hardDeleteQueryToRaw, parseHardDeleteQuery } from '@contract/admin-hard-delete/hard-delete.query';
import { hardDeleteTargetProblems, parseTargets } from '@contract/admin-hard-delete/hard-delete.rules';
import { wholeId } from '@contract/lists/whole-id';
import { useListQuery, useUrlDialog } from '@web/lib/list-url';
import {
  hardDeleteJobWatched,
  hardDeletePreviewRequested,
  hardDeleteScreenLeft,
  hardDeleteStartRequested,
  isRunningJob,
  previewCleared,
  selectHardDelete,
  startReset,
} from '../admin-hard-delete.slice';
import { AdminHardDeletePage, CONFIRM_DIALOG } from '../pages/AdminHardDeletePage';

const JOB_PARAM = 'job';

const rawOf = (target: string) => Object.fromEntries(new URLSearchParams(target));
/** Whether the target may be previewed (a company, and a readable list unless the whole catalogue goes). */
const askedOf = (target: string) => hardDeleteTargetProblems(parseHardDeleteQuery(rawOf(target))) === null;

/** /admin/hard-delete: the URL holds the company, the scope, the list, the open dialog and the started job. */
export function AdminHardDeleteView() {
  const dispatch = useDispatch();
  const state = useSelector(selectHardDelete);
  const [query, update] = useListQuery(parseHardDeleteQuery, hardDeleteQueryToRaw);
  const [params, setParams] = useSearchParams();
  const [, openDialog] = useUrlDialog<typeof CONFIRM_DIALOG>();
  const jobId = params.get(JOB_PARAM);
  /** The target as text: the preview is asked again only when it changes, not when a dialog opens. */
  const target = new URLSearchParams(hardDeleteQueryToRaw(query)).toString();
  const finished = state.job.data !== null && !isRunningJob(state.job.data);
  const started = state.start.status === 'done' ? state.job.data?.id : undefined;

  useEffect(() => {
    dispatch(askedOf(target) ? hardDeletePreviewRequested(parseHardDeleteQuery(rawOf(target))) : previewCleared());
  }, [dispatch, target, finished]);
  useEffect(() => {
    if (jobId) dispatch(hardDeleteJobWatched(jobId));
  }, [dispatch, jobId]);
  useEffect(() => () => void dispatch(hardDeleteScreenLeft()), [dispatch]);
  useEffect(() => {
    if (!started) return;
    dispatch(startReset());
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('action');
      next.set(JOB_PARAM, started);
      return next;
    });
  }, [dispatch, started, setParams]);

  return (
    <AdminHardDeletePage
      query={query}
      jobId={jobId}
      state={state}
      onScopeChange={(scope) => update({ scope, targets: [] })}
      onApply={(values) => update({ companyId: wholeId(values.companyId) ?? undefined, targets: parseTargets(values.targets) })}
      onReset={() => update({ companyId: undefined, targets: [] })}
      onRetry={() => dispatch(hardDeletePreviewRequested(query))}
      onOpenConfirm={() => {
        dispatch(startReset());
        openDialog(CONFIRM_DIALOG);
      }}
      onConfirm={(confirmation) =>
        dispatch(hardDeleteStartRequested({ companyId: query.companyId ?? 0, scope: query.scope, targets: query.targets, confirmation }))
      }
      onStartOver={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.delete(JOB_PARAM);
          return next;
        })
      }
    />
  );
}
