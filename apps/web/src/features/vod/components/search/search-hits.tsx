import type { VodSearch } from '@coax/contract';
import { personSearchPath, summaryPagePath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

type Person = VodSearch['people'][number];
type Genre = VodSearch['genres'][number];

/**
 * People whose names matched. Each opens the on-demand search for the full name in quotes (seed
 * 001 §2 director and actor links), by way of /search/#/tvOnDemand/..., which hands it back here.
 */
export function PeopleHits({ people, headingId }: { people: readonly Person[]; headingId: string }) {
  const { t, tn } = useVodT();
  return (
    <section className="vod-search__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('vodSummary.search.people')}</h3>
      <ul className="vod-search__names">
        {people.map((person) => (
          <li key={person.name}>
            <LocalLink to={personSearchPath(person.name)}>{person.name}</LocalLink>
            <span className="vod-search__detail">
              {t('vodSummary.search.personDetail', {
                roles: person.roles.map((role) => t(`vodSummary.search.role.${role}`)).join(', '),
                titles: tn('vodSummary.titleCount', person.titleCount),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Genres that matched; a genre with its own category opens that category's grid. */
export function GenreHits({ genres, headingId }: { genres: readonly Genre[]; headingId: string }) {
  const { t, tn } = useVodT();
  const names = useCatalogueNames();
  return (
    <section className="vod-search__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('vodSummary.search.genres')}</h3>
      <ul className="vod-search__names">
        {genres.map((genre) => (
          <li key={genre.name}>
            {genre.menuId ? (
              <LocalLink to={summaryPagePath(genre.menuId)}>{names.genre(genre)}</LocalLink>
            ) : (
              <span className="vod-search__name">{names.genre(genre)}</span>
            )}
            <span className="vod-search__detail">{tn('vodSummary.titleCount', genre.titleCount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
