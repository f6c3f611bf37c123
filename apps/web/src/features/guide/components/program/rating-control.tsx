import { useId } from 'react';
import { useLocation } from 'react-router';
import { STAR_RATING_MAX } from '@coax/domain';
import { useCurrentSession } from '../../../../session/current-session.ts';
import { loginHref } from '../../../../lib/login-href.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { useSetGuideRating } from '../../api/set-rating.ts';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { Star } from 'lucide-react';
import { Icon } from '../../../../ui/icon.tsx';

const STARS = Array.from({ length: STAR_RATING_MAX + 1 }, (_, i) => i);

/**
 * Seed 001 §3 Program rating: the signed-in viewer's rating of an event, an integer 0 to 4
 * (setuserratings). Visitors are offered sign-in, which brings them back here.
 */
export function RatingControl({ eventId, rating }: { eventId: number; rating: number | null }) {
  const { t, tn } = useGuideT();
  const { session } = useCurrentSession();
  const location = useLocation();
  const name = useId();
  const save = useSetGuideRating();
  if (!session?.user) {
    return (
      <p className="tv-program__rating-sign-in">
        <a href={loginHref(location.pathname + location.search + location.hash)}>
          {t('guide.program.rating.signIn')}
        </a>
      </p>
    );
  }
  const chosen = save.isPending ? save.variables.rating : rating;
  return (
    <div className="tv-program__rating">
      <fieldset className="tv-stars" disabled={save.isPending}>
        <legend>{t('guide.program.rating')}</legend>
        <div className="tv-stars__options">
          {STARS.map((stars) => (
            <label key={stars} className="tv-stars__option">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={chosen === stars}
                onChange={() => save.mutate({ eventId, rating: stars })}
              />
              <span className="tv-stars__glyphs" aria-hidden="true">
                {stars === 0 ? (
                  <Icon icon={Star} />
                ) : (
                  Array.from({ length: stars }, (_, i) => <Icon key={i} icon={Star} filled />)
                )}
              </span>
              <span className="tv-stars__label">{tn('guide.program.rating.stars', stars)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {save.isSuccess ? (
        <Notice tone="success" live="polite">
          <p>{t('guide.program.rating.saved')}</p>
        </Notice>
      ) : null}
      {save.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t('guide.program.rating.failed')}</p>
        </Notice>
      ) : null}
    </div>
  );
}
