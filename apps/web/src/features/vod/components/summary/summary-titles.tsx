import type { VodTitleCard } from '@coax/contract';
import { durationParts, titlePagePath } from '@coax/domain';
import { formatCents, formatNumber } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { TitleTile } from '../title-tile.tsx';
import './summary.css';

type VodTranslator = ReturnType<typeof useVodT>;

/** Posters of the first row load at once; the rest wait until they come near the screen. */
const EAGER_POSTERS = 6;

const titleName = (title: VodTitleCard) =>
  title.isEpisode && title.episodeTitle ? `${title.title}: ${title.episodeTitle}` : title.title;

function priceText(cents: number, t: VodTranslator): string {
  return cents === 0 ? t.t('vodSummary.free') : formatCents(cents, t.locale);
}

function durationText(minutes: number, t: VodTranslator): string {
  const parts = durationParts(minutes);
  return parts.hours > 0 ? t.t('vodSummary.hoursMinutes', parts) : t.t('vodSummary.minutes', parts);
}

/** The grid layout: poster tiles, each with its year and price (or Free). */
export function TitleGrid({ titles }: { titles: readonly VodTitleCard[] }) {
  const vt = useVodT();
  return (
    <ul className="vod-summary__grid">
      {titles.map((title, i) => (
        <li key={title.titleId}>
          <TitleTile
            title={title}
            eager={i < EAGER_POSTERS}
            detail={vt.t('vodSummary.tileDetail', {
              year: title.releaseYear,
              price: priceText(title.price, vt),
            })}
          />
        </li>
      ))}
    </ul>
  );
}

/** The table layout (issue 6): title, year, rating, price (free) and duration, one row a title. */
export function TitleTable({ titles, caption }: { titles: readonly VodTitleCard[]; caption: string }) {
  const vt = useVodT();
  const { t } = vt;
  return (
    <TableScroll label={t('vodSummary.tableRegion')}>
      <table className="table vod-summary__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vodSummary.column.title')}</th>
            <th scope="col">{t('vodSummary.column.year')}</th>
            <th scope="col">{t('vodSummary.column.rating')}</th>
            <th scope="col">{t('vodSummary.column.price')}</th>
            <th scope="col">{t('vodSummary.column.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {titles.map((title) => (
            <tr key={title.titleId}>
              <th scope="row">
                <LocalLink to={titlePagePath(title)}>{titleName(title)}</LocalLink>
              </th>
              <td>{title.releaseYear}</td>
              <td>
                {title.rating.content}{' '}
                {title.rating.stars === null ? null : (
                  <span className="table__sub">
                    {t('vodSummary.stars', {
                      stars: formatNumber(title.rating.stars, vt.locale),
                    })}
                  </span>
                )}
              </td>
              <td>{priceText(title.price, vt)}</td>
              <td>{durationText(title.duration, vt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
