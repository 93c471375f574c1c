import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { TagTargetListAnswer } from '@contract/admin-tags/tag.api';
import { parseTagQuery, parseTagTargetQuery } from '@contract/admin-tags/tag.query';
import type { Tag } from '@contract/admin-tags/tag.types';
import '@web/lib/i18n';
import { AdminTagsPage, type AdminTagsPageProps } from './AdminTagsPage';

const tag = (id: number, fields: Partial<Tag> = {}): Tag => ({
  id,
  name: { en: `Tag ${id}`, tr: `Etiket ${id}` },
  colour: 'blue',
  kind: 'company',
  status: 'active',
  usage: 0,
  ...fields,
});
const TAGS = [tag(1), tag(2, { status: 'inactive' }), tag(3, { kind: 'product' })];
const handlers = () => ({ onQueryChange: vi.fn(), onFiltersApply: vi.fn(), onFiltersReset: vi.fn(), onRetry: vi.fn() });
const targets: TagTargetListAnswer = {
  items: [{ kind: 'company', id: 1004, companyId: 1004, companyName: 'Acme', name: 'Acme', sku: null, tagIds: [1] }],
  total: 1,
  page: 1,
  pageSize: 25,
  tabCounts: { product: 0, company: 1 },
};

const renderAt = (url: string, given: AdminTagsPageProps) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminTagsPage {...given} />
    </MemoryRouter>,
  );

function props(overrides: Partial<AdminTagsPageProps> = {}): AdminTagsPageProps {
  const ready = { status: 'ready' as const, query: null, error: null };
  return {
    view: 'targets',
    onViewChange: vi.fn(),
    tags: {
      query: parseTagQuery({}),
      state: { ...ready, page: { items: TAGS, total: 3, page: 1, pageSize: 25, tabCounts: { all: 3, active: 2, inactive: 1 } } },
      ...handlers(),
    },
    targets: { query: parseTagTargetQuery({ tab: 'company' }), state: { ...ready, page: targets }, ...handlers() },
    allTags: TAGS,
    selected: ['1004'],
    onSelect: vi.fn(),
    usage: null,
    usageError: null,
    commandOf: () => ({ submitting: false, error: null, succeeded: false }),
    onCreate: vi.fn(),
    onSave: vi.fn(),
    onDelete: vi.fn(),
    onAssign: vi.fn(),
    onOpenDialog: vi.fn(),
    upload: { status: 'idle', fileName: null, transaction: null, error: null },
    templateHref: '/t',
    errorFileUrl: () => '/e',
    onSendFile: vi.fn(),
    onUploadReset: vi.fn(),
    ...overrides,
  };
}

describe('AdminTagsPage', () => {
  it('offers only the active tags of the tab’s kind in the assign dialog', async () => {
    renderAt('/admin/tag-management?view=targets&tab=company&action=assign', props());
    const dialog = await screen.findByTestId('dialog-assign');
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Tag 1');
    expect(options).not.toContain('Tag 2');
    expect(options).not.toContain('Tag 3');
  });

  it('shows each target’s tags as badges', () => {
    renderAt('/admin/tag-management?view=targets&tab=company', props());
    expect(within(screen.getByTestId('data-row')).getByText('Tag 1').textContent).toBe('Tag 1');
  });

  it('offers the tags on screen as an export', async () => {
    const given = props({ view: 'tags' });
    const onExport = vi.fn();
    renderAt('/admin/tag-management', { ...given, tags: { ...given.tags, onExport } });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('switches the view through its callback', async () => {
    const onViewChange = vi.fn();
    renderAt('/admin/tag-management', props({ onViewChange }));
    await userEvent.click(screen.getByTestId('tag-view-file'));
    expect(onViewChange).toHaveBeenCalledWith('file');
  });
});
