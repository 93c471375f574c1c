import { useTranslation } from 'react-i18next';
import { Thumbnail } from '@web/components/Thumbnail';

/** A titled row of pictures, each opening full size in a new tab; says so when there are none. */
export function ClaimImages({ id, titleKey, urls }: { id: string; titleKey: string; urls: readonly string[] }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="mb-3" data-testid={`images-${id}`} aria-labelledby={`images-${id}-title`}>
      <h2 id={`images-${id}-title`} className="h6">
        {title}
      </h2>
      {urls.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('claims.detail.noImages')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {urls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer noopener" data-testid="claim-image">
                <Thumbnail src={url} name={t('claims.detail.imageName', { title, n: index + 1 })} size={96} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
