import { waitFor, within } from 'storybook/test';
import { LONG } from './waits';

/**
 * The open URL dialog (by its test id, `dialog-<name>`, or the only one). CoreUI renders a modal in place first and
 * moves it into a portal on <body> a moment later: this waits for the final one.
 */
export async function portalDialog(canvasElement: HTMLElement, testId?: string): Promise<HTMLElement> {
  const body = canvasElement.ownerDocument.body;
  return waitFor(() => {
    const dialog = testId ? within(body).getByTestId(testId) : within(body).getByRole('dialog');
    if (dialog.parentElement !== body) throw new Error('The dialog is not in its portal yet');
    return dialog;
  }, LONG);
}
