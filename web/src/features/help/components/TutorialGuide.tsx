import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf, type RouteId } from '@contract/routes';
import type { Guide } from '../tutorials/guides';
import { ScreenLink } from './ScreenLink';

export interface TutorialGuideProps {
  guide: Guide;
  canOpen: (screen: RouteId) => boolean;
}

/** One guide: its title and summary, its picture, the numbered steps with their screens, and a way to start. */
export function TutorialGuide({ guide, canOpen }: TutorialGuideProps) {
  const { t } = useTranslation();
  const key = `help.tutorials.guides.${guide.id}`;
  const Illustration = guide.illustration;
  return (
    <article data-testid={`tutorial-${guide.id}`} aria-labelledby="tutorial-title">
      <h2 id="tutorial-title" className="h5">
        {t(`${key}.title`)}
      </h2>
      <p className="text-body-secondary">{t(`${key}.summary`)}</p>
      <div className="mb-3">
        <Illustration title={t(`${key}.illustration`)} />
      </div>
      <ol className="ps-3" data-testid="tutorial-steps">
        {guide.steps.map((step) => (
          <li key={step.id} className="mb-2" data-testid={`tutorial-step-${step.id}`}>
            {t(`${key}.steps.${step.id}`)}
            {step.screen ? (
              <>
                {' '}
                <ScreenLink screen={step.screen} canOpen={canOpen(step.screen)} className="text-nowrap" />
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {canOpen(guide.screen) ? (
        <Link to={pathOf(guide.screen)} className="btn btn-primary" data-testid="tutorial-open">
          {t('help.tutorials.open', { screen: t(`routes.${guide.screen}`) })}
        </Link>
      ) : (
        <p className="text-body-secondary small mb-0" data-testid="tutorial-not-permitted">
          {t('help.tutorials.notPermitted')}
        </p>
      )}
    </article>
  );
}
