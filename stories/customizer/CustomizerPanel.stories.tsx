import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEFAULT_CUSTOMIZER, type CustomizerSettings } from '@contract/customizer';
import { CustomizerPanel } from '@web/features/customizer/components/CustomizerPanel';
import { RouteScreen } from '@web/app/screen-registry';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InMainLayout } from '../support/layouts';

interface CustomizerPanelDemoProps {
  initialSettings: CustomizerSettings;
  onChange: (change: Partial<CustomizerSettings>) => void;
  onReset: () => void;
  onClose: () => void;
}

/** The open panel with its choices working (they change only the panel here; see "Live in the shell"). */
function CustomizerPanelDemo({ initialSettings, onChange, onReset, onClose }: CustomizerPanelDemoProps) {
  const [settings, setSettings] = useState(initialSettings);
  return (
    <div className="min-vh-100 bg-body-tertiary">
      <CustomizerPanel
        visible
        settings={settings}
        onClose={onClose}
        onChange={(change) => {
          onChange(change);
          setSettings((current) => ({ ...current, ...change }));
        }}
        onReset={() => {
          onReset();
          setSettings(DEFAULT_CUSTOMIZER);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Theme customizer',
  component: CustomizerPanelDemo,
  args: { initialSettings: DEFAULT_CUSTOMIZER, onChange: fn(), onReset: fn(), onClose: fn() },
} satisfies Meta<typeof CustomizerPanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};

/** Semi-dark is a vertical-layout theme: with the horizontal layout chosen it is offered disabled. */
export const HorizontalLayoutChosen: Story = { args: { initialSettings: { ...DEFAULT_CUSTOMIZER, layout: 'horizontal' } } };

/** The real dock in the signed-in shell: every choice goes through the store and saga onto the page at once. */
export const LiveInTheShell: Story = {
  name: 'Live in the shell',
  render: () => (
    <InMainLayout>
      <RouteScreen routeId="dashboard" />
    </InMainLayout>
  ),
  parameters: appParameters({
    session: SESSIONS.seller,
    preloadedState: { layout: { mobileSidebarOpen: false, customizerOpen: true } },
  }),
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
