import '../locator.css';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isLocatorType, LOCATOR_TYPES, type LatLon } from '@coax/domain';
import { LocalLink, useLocalPath } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { LocatorResults } from '../components/locator-results.tsx';
import { PlaceSearch, type FoundPlace } from '../components/place-search.tsx';
import { TITLES, TYPE_LABELS, useLocatorT } from '../i18n/use-locator-t.ts';
import { locatorPath } from '../locator-paths.ts';
import { useStartPoint } from '../start-point.ts';

function UnknownType() {
  const { t } = useLocatorT();
  return (
    <article className="locator-page stack">
      <PageTitle title={t('locator.title.stores')} />
      <h1>{t('locator.title.stores')}</h1>
      <Notice tone="warning" live="assertive">
        <p>{t('locator.unknownType')}</p>
      </Notice>
      <ul className="link-list">
        {LOCATOR_TYPES.map((type) => (
          <li key={type}>
            <LocalLink to={locatorPath(type)}>{t(TYPE_LABELS[type])}</LocalLink>
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * /locator/:type (seed 001 §2 "Locator map | type"): hotspots, stores, stores and payment centres,
 * or business offices on a map and in a list, for anyone. An unknown type is an error.
 */
export default function LocatorPage() {
  const { type } = useParams();
  const { t } = useLocatorT();
  const navigate = useNavigate();
  const local = useLocalPath();
  const start = useStartPoint();
  const [chosen, setChosen] = useState<(FoundPlace & { noresult?: false }) | { noresult: true } | null>(null);
  const [near, setNear] = useState<LatLon>(start.at);
  useEffect(() => {
    if (chosen === null) setNear(start.at);
  }, [start.at, chosen]);

  if (!isLocatorType(type)) return <UnknownType />;
  const title = t(TITLES[type]);
  const placeLabel = chosen && !chosen.noresult ? chosen.label : start.place;

  return (
    <article className="locator-page stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{t('locator.intro')}</p>
      <div className="locator-controls">
        <SelectField
          id="locator-type"
          label={t('locator.typeLabel')}
          value={type}
          options={LOCATOR_TYPES.map((v) => ({ value: v, label: t(TYPE_LABELS[v]) }))}
          onChange={(v) => {
            if (isLocatorType(v)) void navigate(local(locatorPath(v)));
          }}
        />
        <PlaceSearch
          onFound={(found) => {
            if (found) {
              setChosen(found);
              setNear(found.at);
            } else {
              setChosen({ noresult: true });
            }
          }}
        />
      </div>
      {chosen?.noresult ? (
        <Notice tone="warning" live="assertive">
          <p data-result-state="noresult">{t('locator.place.noresult')}</p>
        </Notice>
      ) : (
        placeLabel && (
          <p role="status" className="locator-near">
            {t('locator.place.near', { place: placeLabel })}
          </p>
        )
      )}
      {/* the key: changing the type clears the items and loads them again (seed 001 §4) */}
      <LocatorResults key={type} type={type} near={near} settled={start.settled || chosen !== null} />
    </article>
  );
}
