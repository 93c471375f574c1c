import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@web/app/layout/layout.css';
import { STORY_WAIT_MS } from '../stories/support/waits';
import { StoryProviders } from './StoryProviders';
import { currentStoryEnvironment, prepareStoryEnvironment, THEME_CHOICES } from './story-environment';
import { readAppParameters } from './story-parameters';

configure({ asyncUtilTimeout: STORY_WAIT_MS });

/** Every story renders inside the app's store, i18n and a MemoryRouter, against the environment beforeEach made. */
const withApp: Decorator = (Story, context) => {
  const environment = currentStoryEnvironment();
  const app = readAppParameters(context.parameters);
  return (
    <StoryProviders key={environment.id} environment={environment} route={app.route} preloadedState={app.preloadedState}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'tr', title: 'Türkçe', right: 'tr' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme (data-coreui-theme on <html>, as the customizer sets it)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: THEME_CHOICES.map((value) => ({ value, title: value === 'light' ? 'Light' : 'Dark' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    // The theme paints the page (CoreUI's body colours); a backgrounds colour would only hide it.
    backgrounds: { disable: true },
    layout: 'fullscreen',
    bff: { scenario: 'default' },
  },
  beforeEach: ({ parameters, globals }) => prepareStoryEnvironment(readAppParameters(parameters), { locale: globals.locale, theme: globals.theme }),
  decorators: [withApp],
};

export default preview;
