import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LANGUAGES } from '@contract/api/session';
import { pathOf } from '@contract/routes';
import { i18n } from '@web/lib/i18n';
import { GUIDES, guideById } from '../tutorials/guides';
import { TutorialsPage } from './TutorialsPage';

const renderPage = (guideId: string, canOpen = () => true) =>
  render(
    <MemoryRouter>
      <TutorialsPage guide={guideById(guideId)!} hrefOf={(guide) => `?guide=${guide.id}`} canOpen={canOpen} />
    </MemoryRouter>,
  );

describe('TutorialsPage', () => {
  it('lists the guides, each a link to itself, the chosen one marked', () => {
    renderPage('cancelOrderItem');
    const list = screen.getByTestId('tutorial-list');
    expect(within(list).getAllByRole('link')).toHaveLength(GUIDES.length);
    expect(screen.getByTestId('tutorial-link-answerQuestion')).toHaveAttribute('href', '/?guide=answerQuestion');
    expect(screen.getByTestId('tutorial-link-cancelOrderItem')).toHaveAttribute('aria-current', 'page');
  });

  it('shows numbered steps with links to their screens from the route catalogue, a picture, and a way to start', () => {
    renderPage('firstImport');
    const guide = screen.getByTestId('tutorial-firstImport');
    expect(within(guide).getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('help.tutorials.guides.firstImport.title'));
    expect(within(screen.getByTestId('tutorial-steps')).getAllByRole('listitem')).toHaveLength(6);
    expect(within(screen.getByTestId('tutorial-step-follow')).getByRole('link')).toHaveAttribute('href', pathOf('transactions'));
    expect(screen.getByTestId('tutorial-open')).toHaveAttribute('href', pathOf('importProductVariant'));
    expect(screen.getByRole('img', { name: i18n.t('help.tutorials.guides.firstImport.illustration') })).toBeInTheDocument();
  });

  it('names instead of links the screens the reader may not open (the editor)', () => {
    renderPage('shipOrder', () => false);
    expect(screen.queryByTestId('tutorial-open')).toBeNull();
    expect(screen.getByTestId('tutorial-not-permitted')).toBeInTheDocument();
    expect(within(screen.getByTestId('tutorial-step-label')).queryByRole('link')).toBeNull();
  });

  it('has every guide’s texts in both languages, each step its own', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      for (const guide of GUIDES) {
        for (const part of ['title', 'summary', 'illustration', ...guide.steps.map((step) => `steps.${step.id}`)]) {
          const key = `help.tutorials.guides.${guide.id}.${part}`;
          expect(i18n.exists(key, { lng: language }), `${language} ${key}`).toBe(true);
          if (language === 'tr') expect(t(key), key).not.toBe(i18n.getFixedT('en')(key));
        }
      }
    }
  });
});
