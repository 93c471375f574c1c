import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CUSTOMIZER } from '@contract/customizer';
import '@web/lib/i18n';
import { CustomizerPanel } from './CustomizerPanel';

describe('CustomizerPanel', () => {
  it('offers every option and reports changes', async () => {
    const onChange = vi.fn();
    render(<CustomizerPanel visible settings={DEFAULT_CUSTOMIZER} onChange={onChange} onReset={vi.fn()} onClose={vi.fn()} />);
    for (const group of ['Layout', 'Theme', 'Menu colour', 'Navbar colour', 'Navbar type', 'Footer type', 'Text direction']) {
      expect(await screen.findByRole('group', { name: group })).toBeInTheDocument();
    }
    await userEvent.click(within(screen.getByRole('group', { name: 'Navbar type' })).getByRole('radio', { name: 'Sticky' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Right to left' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Collapsed sidebar' }));
    expect(onChange.mock.calls).toEqual([[{ navbarType: 'sticky' }], [{ direction: 'rtl' }], [{ sidebarCollapsed: true }]]);
  });

  it('disables semi-dark in the horizontal layout', async () => {
    const { rerender } = render(<CustomizerPanel visible settings={DEFAULT_CUSTOMIZER} onChange={vi.fn()} onReset={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: 'Semi-dark' })).toBeEnabled();
    rerender(<CustomizerPanel visible settings={{ ...DEFAULT_CUSTOMIZER, layout: 'horizontal' }} onChange={vi.fn()} onReset={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Semi-dark' })).toBeDisabled();
  });
});
