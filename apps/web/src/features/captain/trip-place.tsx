import type { BookingPlace } from '@suuq/shared/captain';
import { useCaptainMessages } from './messages';
import { navigationUrl, placeLines } from './navigation';

/** A trip's pickup or drop-off: its name, the landmark or district it is near, and a button to drive there. */
export function TripPlace({
  title,
  place,
  navigate = true,
  className,
}: {
  title: string;
  place: BookingPlace;
  navigate?: boolean;
  className?: string | undefined;
}) {
  const t = useCaptainMessages();
  const { name, near } = placeLines(place);
  const url = navigationUrl(place);
  // A map app's own link (geo:) opens the app from this tab; a web link opens beside the console.
  const web = url.startsWith('https:');
  return (
    <div className={`captain-place ${className ?? ''}`}>
      <dt>{title}</dt>
      <dd>
        <span className="captain-place__name">{name}</span>
        {near ? <span className="captain-place__near">{t('near', { place: near })}</span> : null}
        {navigate ? (
          <a
            className="button captain-place__go"
            href={url}
            target={web ? '_blank' : undefined}
            rel={web ? 'noopener noreferrer' : undefined}
            aria-label={t('navigateTo', { place: name })}
          >
            {t('navigate')}
          </a>
        ) : null}
      </dd>
    </div>
  );
}
