/** How a detail command looks to its dialog: running, refused (with the error), or done. */
import type { DetailState } from './detail-resource';
import type { ApiFailure } from '@web/lib/http';

export interface CommandView {
  submitting: boolean;
  error: ApiFailure | null;
  succeeded: boolean;
}

export function commandView(state: DetailState<unknown>, name: string): CommandView {
  const command = state.command?.name === name ? state.command : null;
  return { submitting: command?.status === 'running', error: command?.status === 'failed' ? command.error : null, succeeded: command?.status === 'done' };
}
