import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdminHardDeleteView } from '@web/features/admin-hard-delete/views/AdminHardDeleteView';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { CATALOG_PREVIEW, STORY_COMPANY_ID } from './hard-delete-data';

const meta = {
  title: 'Admin/Hard delete (BFF)',
  component: AdminHardDeleteView,
  render: () => (
    <InMainLayout>
      <AdminHardDeleteView />
    </InMainLayout>
  ),
} satisfies Meta<typeof AdminHardDeleteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route in the shell with the catalogue of a company in the URL, against the BFF in the page. */
const throughBff = (scenario: MockScenario, testId: string, text?: string): Story => ({
  parameters: appParameters({ session: SESSIONS.admin, route: `${pathOf('adminHardDelete')}?companyId=${STORY_COMPANY_ID}&scope=catalog`, bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const found = await waitFor(async () => within(canvasElement).findByTestId(testId), LONG);
    await expect(found).toBeVisible();
    if (text) await expect(found).toHaveTextContent(text);
  },
});

export const Default: Story = { ...throughBff('default', 'hard-delete-company', CATALOG_PREVIEW.companyName), name: 'Catalogue preview (BFF default)' };
export const Errors: Story = { ...throughBff('errors', 'hard-delete-preview-error'), name: 'Error (BFF errors)' };
export const DefaultTr = inTurkish(Default);
