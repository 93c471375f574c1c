import { fireEvent, render, screen } from '@testing-library/react';
import '@web/lib/i18n';
import { StaffImportState } from './StaffImportState';

describe('StaffImportState', () => {
  it('saves only a different state, and shows a refusal', () => {
    const onChange = vi.fn();
    const { rerender } = render(<StaffImportState current="allowed" change={{ status: 'idle', error: null }} onChange={onChange} />);
    const save = screen.getByTestId('staff-import-state-save');
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByTestId('staff-import-state-select'), { target: { value: 'suspended' } });
    fireEvent.click(save);
    expect(onChange).toHaveBeenCalledWith('suspended');
    rerender(
      <StaffImportState
        current="allowed"
        change={{ status: 'failed', error: { code: 'forbidden', message: 'x', status: 403, fields: {}, retryAfterSeconds: null } }}
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('error-alert')).toHaveTextContent('You are not authorized to do this.');
  });
});
