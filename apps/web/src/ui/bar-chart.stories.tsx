import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { formatCents, formatMonth, formatShortMonth } from '../i18n/format.ts';
import { BarChart, type ChartBar } from './bar-chart.tsx';
import type { GalleryStory } from './gallery-frame.tsx';
import { TableScroll } from './table-scroll.tsx';

export default { title: 'ui/BarChart' };

const MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
const CENTS = [13999, 13999, 19998, 13999, 16287, 14287];

function useBars(count: number): ChartBar[] {
  const { t, locale } = useT();
  return MONTHS.slice(0, count).map((m, i) => ({
    key: m,
    value: CENTS[i] ?? 0,
    text: t('chart.exampleBar', {
      month: formatMonth(m, locale),
      amount: formatCents(CENTS[i] ?? 0, locale),
    }),
    tick: formatShortMonth(`${m}-01`, locale),
  }));
}

function Table({ bars }: { bars: readonly ChartBar[] }) {
  const { t } = useT();
  return (
    <TableScroll label={t('chart.example')}>
      <table className="table">
        <caption className="visually-hidden">{t('chart.example')}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.key}>
              <td>{b.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Bars that pick something: each a button, the picked one current. */
export const Default: GalleryStory = () => {
  const { t } = useT();
  const bars = useBars(6);
  const [picked, setPicked] = useState(bars[5]?.key);
  return (
    <BarChart
      id="story-chart"
      label={t('chart.example')}
      bars={bars}
      picked={picked}
      onPick={setPicked}
      table={<Table bars={bars} />}
    />
  );
};

/** A chart read by keyboard only, one focus stop, the chosen bar spoken. */
export const ReadOnly: GalleryStory = () => {
  const { t } = useT();
  const bars = useBars(6);
  return <BarChart id="story-read" label={t('chart.example')} bars={bars} table={<Table bars={bars} />} />;
};

export const TwoBars: GalleryStory = () => {
  const { t } = useT();
  const bars = useBars(2);
  return (
    <BarChart
      id="story-two"
      label={t('chart.example')}
      bars={bars}
      onPick={() => {}}
      table={<Table bars={bars} />}
    />
  );
};

export const Spanish: GalleryStory = () => <Default />;
Spanish.meta = { lang: 'es' };
