import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@web/lib/i18n';
import { TreeView } from './TreeView';

const nodes = [
  { id: 1, parentId: null, name: 'Home' },
  { id: 2, parentId: 1, name: 'Kitchen' },
  { id: 3, parentId: 2, name: 'Pots' },
];
const label = (node: { name: string }) => <span>{node.name}</span>;

describe('TreeView', () => {
  it('opens and closes branches', async () => {
    render(<TreeView nodes={nodes} labelKey="categories.tree.title" renderLabel={label} />);
    expect(screen.queryByText('Kitchen')).toBeNull();
    expect(screen.getByRole('tree', { name: 'Category tree' })).toBeInTheDocument();
    expect(screen.getByTestId('tree-toggle-1')).toHaveAccessibleName('Open');
    await userEvent.click(screen.getByTestId('tree-toggle-1'));
    expect(screen.getByText('Kitchen')).toBeInTheDocument();
    expect(screen.getByTestId('tree-node-1')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByTestId('tree-toggle-1'));
    expect(screen.queryByText('Kitchen')).toBeNull();
  });

  it('with a filter shows the matches inside their opened ancestors, and can still close one', async () => {
    render(<TreeView nodes={nodes} labelKey="categories.tree.title" renderLabel={label} matches={(node) => node.name === 'Pots'} />);
    expect(screen.getByText('Pots')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tree-toggle-2'));
    expect(screen.queryByText('Pots')).toBeNull();
  });
});
