import type { GuideProgram } from '@coax/contract';
import { CAST_MAX, POSTER_SIZE } from '@coax/domain';
import { ArtImage } from '../../../../ui/art-image.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useGuideT, type GuideMessageKey } from '../../i18n/use-guide-t.ts';
import { formatClock, formatDayHeading } from '../../../../i18n/format.ts';
import { useNow } from '../guide/use-guide-params.ts';
import { useCanRecord } from './can-record.ts';
import { MoreLikeThis } from './more-like-this.tsx';
import { OtherEpisodes, ProgramWhere } from './program-where.tsx';
import { ProgramRecord } from './program-record.tsx';
import { RatingControl } from './rating-control.tsx';
import '../tv.css';
import './program.css';

/** Seed 001 §2 screens: linear movie, linear episode, or a TV program that is neither. */
export function programKind(
  program: Pick<GuideProgram, 'isMovie' | 'episodeTitle' | 'seasonNumber'>,
): 'movie' | 'episode' | 'program' {
  if (program.isMovie) return 'movie';
  return program.episodeTitle !== null || program.seasonNumber !== null ? 'episode' : 'program';
}

/** Seed 001 §3 imageAvailability: the program has art when its name is given and a variant exists. */
export function hasArt(program: Pick<GuideProgram, 'imageName' | 'imageAvailability'>): boolean {
  const a = program.imageAvailability;
  return program.imageName !== null && (a.VOD || a.WPG || a.UPG);
}

const KIND_LABEL: Record<ReturnType<typeof programKind>, GuideMessageKey> = {
  movie: 'guide.program.kind.movie',
  episode: 'guide.program.kind.episode',
  program: 'guide.program.kind.program',
};

function PeopleRow({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{names.slice(0, CAST_MAX).join(', ')}</dd>
    </>
  );
}

/** A linear program page (seed 001 §3 Linear program fields). */
export function ProgramView({ program }: { program: GuideProgram }) {
  const { t, locale } = useGuideT();
  const now = useNow();
  const kind = programKind(program);
  const day = formatDayHeading(program.startTime, locale);
  const from = formatClock(program.startTime, locale);
  const ended = program.endTime <= now;
  const recordable = useCanRecord();
  return (
    <article className="tv-program stack">
      <PageTitle title={program.title} />
      <nav aria-label={t('guide.program.breadcrumb')} className="tv-program__crumbs">
        <ol>
          <li>
            <LocalLink to="/tv/guide">{t('guide.program.guide')}</LocalLink>
          </li>
          <li aria-current="page">{program.title}</li>
        </ol>
      </nav>
      <header className="tv-program__header">
        <p className="tv-program__kind">{t(KIND_LABEL[kind])}</p>
        <h1>{program.title}</h1>
        {kind === 'episode' ? (
          <p className="tv-program__episode">
            {program.episodeTitle ? <span>{program.episodeTitle}</span> : null}
            {program.seasonNumber !== null && program.episodeNumber !== null ? (
              <span className="tv-program__muted">
                {t('guide.program.season', { season: program.seasonNumber, episode: program.episodeNumber })}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="tv-program__when">
          {t('guide.program.airs', { day, from, to: formatClock(program.endTime, locale) })}
          {' · '}
          {t('guide.program.onChannel', { number: program.channelNumber, callsign: program.callsign })}
          {program.channel.isHd ? <span className="tv-badge">{t('guide.hd')}</span> : null}
        </p>
        <ul className="tv-program__meta">
          <li>{t('guide.program.duration', { minutes: program.duration })}</li>
          {program.releaseYear !== null ? (
            <li>{t('guide.program.released', { year: program.releaseYear })}</li>
          ) : null}
          {program.tvRating ? <li>{t('guide.program.tvRating', { rating: program.tvRating })}</li> : null}
          {program.starRating !== null ? (
            <li>{t('guide.program.criticRating', { stars: program.starRating })}</li>
          ) : null}
          {program.criticRating ? <li>{program.criticRating}</li> : null}
        </ul>
        {program.qualities.length > 0 ? (
          <ul className="tv-program__features" aria-label={t('guide.program.features')}>
            {program.qualities.map((q) => (
              <li key={q} className="tv-badge">
                {q}
              </li>
            ))}
          </ul>
        ) : null}
        <ProgramRecord program={program} recordable={recordable} ended={ended} day={day} from={from} />
      </header>
      {program.description ? <p className="tv-program__description">{program.description}</p> : null}
      <RatingControl eventId={program.eventId} rating={program.userRating} />
      <section className="tv-program__section" aria-labelledby="tv-details">
        <h2 id="tv-details">{t('guide.program.details')}</h2>
        <ArtImage
          name={hasArt(program) ? program.imageName : null}
          size={POSTER_SIZE}
          width={140}
          height={210}
          className="tv-program__art"
        />
        <dl className="tv-program__details">
          {program.genres.length > 0 ? (
            <>
              <dt>{t('guide.program.genres')}</dt>
              <dd>{program.genres.join(', ')}</dd>
            </>
          ) : null}
          <PeopleRow label={t('guide.program.actors')} names={program.actors} />
          <PeopleRow label={t('guide.program.directors')} names={program.directors} />
          <dt>{t('guide.program.showType')}</dt>
          <dd>{program.showType}</dd>
        </dl>
      </section>
      <ProgramWhere program={program} now={now} canRecord={recordable} />
      <OtherEpisodes program={program} />
      <MoreLikeThis eventId={program.eventId} />
    </article>
  );
}
