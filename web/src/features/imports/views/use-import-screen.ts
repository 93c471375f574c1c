import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { IMPORT_METHODS, type ImportKind, type ImportState } from '@contract/imports/import.types';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import type { ListState } from '@web/lib/resources/list-resource';
import { useCan } from '@web/lib/use-can';
import type { ImportScreenProps } from '../components/ImportPanels';
import { importSettings, recentImports } from '../imports.resources';
import { importStateChangeRequested, selectImportStateChange } from '../import-state.slice';
import { selectUpload, uploadRequested, uploadReset } from '../import-upload.slice';
import { recentWatchStarted, recentWatchStopped } from '../recent-imports.sagas';

const NOT_YET: ListState<Transaction, TransactionTab> = { status: 'loading', query: null, page: null, error: null };

/**
 * One import screen's shared state and callbacks: the settings load on arrival, the recent imports are watched while
 * the screen is open, and a refusal left from an earlier visit is cleared when leaving.
 */
export function useImportScreen(kind: ImportKind): ImportScreenProps {
  const dispatch = useDispatch();
  const settings = useSelector(importSettings.select);
  const select = useMemo(() => selectUpload(kind), [kind]);
  const upload = useSelector(select);
  const recentState = useSelector(recentImports.select);
  // Another screen's imports stay in the store until this screen's answer is in.
  const recent = recentState.query?.method === IMPORT_METHODS[kind] ? recentState : NOT_YET;
  const can = useCan();
  const change = useSelector(selectImportStateChange);
  const onStateChange = useCallback(
    (state: ImportState) => {
      dispatch(importStateChangeRequested(state));
    },
    [dispatch],
  );
  const staff = useMemo(() => (can('imports.manageState') ? { change, onChange: onStateChange } : undefined), [can, change, onStateChange]);

  useEffect(() => {
    dispatch(importSettings.requested(0));
    dispatch(recentWatchStarted(kind));
    return () => {
      dispatch(recentWatchStopped());
      dispatch(uploadReset(kind));
    };
  }, [dispatch, kind]);

  return {
    settings,
    upload,
    recent,
    onUpload: useCallback(
      (file: File) => {
        dispatch(uploadRequested(kind, file));
      },
      [dispatch, kind],
    ),
    onFileChosen: useCallback(() => {
      dispatch(uploadReset(kind));
    }, [dispatch, kind]),
    onSettingsRetry: useCallback(() => {
      dispatch(importSettings.requested(0));
    }, [dispatch]),
    onRecentRetry: useCallback(() => {
      dispatch(recentWatchStarted(kind));
    }, [dispatch, kind]),
    staff,
  };
}
