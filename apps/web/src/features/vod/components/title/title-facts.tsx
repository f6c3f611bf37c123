import type { VodTitle } from '@coax/contract';
import { CAST_MAX, STAR_RATING_MAX, durationParts, personSearchPath, rentalHours } from '@coax/domain';
import { formatCalendarDate, formatCents, formatNumber } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT, type VodMessageKey } from '../../i18n/use-vod-t.ts';
import { Star, StarHalf } from 'lucide-react';
import { Icon } from '../../../../ui/icon.tsx';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

type Translate = ReturnType<typeof useVodT>['t'];

/** Seed 001 §3: duration in minutes "shown as hours and minutes" ("1 h 52 min"). */
export function formatDuration(minutes: number, t: Translate): string {
  const parts = durationParts(minutes);
  if (parts.hours === 0) return t('vodTitle.durationMinutes', { minutes: parts.minutes });
  if (parts.minutes === 0) return t('vodTitle.durationHours', { hours: parts.hours });
  return t('vodTitle.duration', parts);
}

/** Critics' stars (0-4 in halves): drawn as stars, read as words. */
export function CriticStars({ stars }: { stars: number }) {
  const { t, locale } = useVodT();
  const full = Math.floor(stars);
  const half = stars - full >= 0.5 ? 1 : 0;
  const empty = Math.max(0, STAR_RATING_MAX - full - half);
  return (
    <span className="vod-stars">
      <span className="vod-stars__glyphs" aria-hidden="true">
        {Array.from({ length: full }, (_, i) => (
          <Icon key={`full-${i}`} icon={Star} filled />
        ))}
        {half ? <Icon icon={StarHalf} filled /> : null}
        {Array.from({ length: empty }, (_, i) => (
          <Icon key={`empty-${i}`} icon={Star} />
        ))}
      </span>
      <span className="visually-hidden">{t('vodTitle.stars', { stars: formatNumber(stars, locale) })}</span>
    </span>
  );
}

/** Year, content rating, critics' stars and length on one line under the name. */
export function TitleMeta({ title }: { title: Pick<VodTitle, 'releaseYear' | 'rating' | 'duration'> }) {
  const { t } = useVodT();
  return (
    <p className="vod-title__meta">
      <span>{title.releaseYear}</span>
      <span className="vod-title__rating">{t('vodTitle.rated', { rating: title.rating.content })}</span>
      {title.rating.stars !== null ? <CriticStars stars={title.rating.stars} /> : null}
      {title.duration > 0 ? <span>{formatDuration(title.duration, t)}</span> : null}
    </p>
  );
}

const INDICATORS: { key: keyof VodTitle['indicators']; label: VodMessageKey; long?: VodMessageKey }[] = [
  { key: 'new', label: 'vodTitle.indicator.new' },
  { key: 'dolby', label: 'vodTitle.indicator.dolby' },
  { key: 'sap', label: 'vodTitle.indicator.sap', long: 'vodTitle.indicator.sapLong' },
  { key: 'closedCaptions', label: 'vodTitle.indicator.cc', long: 'vodTitle.indicator.ccLong' },
];

/** Seed 001 §3 indicators (new, Dolby, SAP, closed captions), as tags. */
export function Indicators({ indicators }: { indicators: VodTitle['indicators'] }) {
  const { t } = useVodT();
  const shown = INDICATORS.filter((i) => indicators[i.key] === true);
  if (shown.length === 0) return null;
  return (
    <ul className="tag-list vod-title__indicators" aria-label={t('vodTitle.features')}>
      {shown.map((i) => (
        <li key={i.key}>{i.long ? <abbr title={t(i.long)}>{t(i.label)}</abbr> : t(i.label)}</li>
      ))}
    </ul>
  );
}

/**
 * Directors or actors, at most CAST_MAX (seed 001 §9), each a link to the on-demand search for
 * that name (seed 001 §2: quotes stripped, then wrapped in quotes, /false appended).
 */
export function PeopleLinks({ names }: { names: string[] }) {
  const { t } = useVodT();
  return (
    <ul className="vod-people">
      {names.slice(0, CAST_MAX).map((name) => (
        <li key={name}>
          <LocalLink to={personSearchPath(name)} title={t('vodTitle.personHint', { name })}>
            {name}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/** The title's facts as a list of terms: price, rental, availability, genres, people... */
export function TitleDetails({ title }: { title: VodTitle }) {
  const { t, tn, locale } = useVodT();
  const catalogue = useCatalogueNames();
  const qualities = [title.hdAsset !== null ? 'HD' : null, title.sdAsset !== null ? 'SD' : null].filter(
    (q): q is string => q !== null,
  );
  return (
    <dl className="details vod-title__details">
      <dt>{t('vodTitle.price')}</dt>
      <dd>{title.price === 0 ? t('vodTitle.free') : formatCents(title.price, locale)}</dd>
      {title.rentalPeriod > 0 ? (
        <>
          <dt>{t('vodTitle.rentalPeriod')}</dt>
          <dd>{tn('vodTitle.rentalHours', rentalHours(title.rentalPeriod))}</dd>
        </>
      ) : null}
      <dt>{t('vodTitle.availableUntil')}</dt>
      <dd>{formatCalendarDate(title.offerEndDate, locale)}</dd>
      {title.duration > 0 ? (
        <>
          <dt>{t('vodTitle.length')}</dt>
          <dd>{formatDuration(title.duration, t)}</dd>
        </>
      ) : null}
      {qualities.length > 0 ? (
        <>
          <dt>{t('vodTitle.qualities')}</dt>
          <dd>{qualities.join(', ')}</dd>
        </>
      ) : null}
      {title.genres.length > 0 ? (
        <>
          <dt>{t('vodTitle.genres')}</dt>
          <dd>{catalogue.genres(title).join(', ')}</dd>
        </>
      ) : null}
      {title.network ? (
        <>
          <dt>{t('vodTitle.network')}</dt>
          <dd>{title.network}</dd>
        </>
      ) : null}
      {title.directors.length > 0 ? (
        <>
          <dt>{t('vodTitle.directors')}</dt>
          <dd>
            <PeopleLinks names={title.directors} />
          </dd>
        </>
      ) : null}
      {title.actors.length > 0 ? (
        <>
          <dt>{t('vodTitle.actors')}</dt>
          <dd>
            <PeopleLinks names={title.actors} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
