import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { MapItem, MapSearch } from '@coax/contract';
import {
  boundsAround,
  DEFAULT_MAP_ZOOM,
  LEGEND_STORES_PAGE_SIZE,
  legendPageSize,
  NEAREST_STORE_PAGE_SIZE,
  pageOf,
  selectItem,
  showsNearestStore,
  STORE_PAGE_SIZE,
  zoomForCategory,
  type Bounds,
  type LatLon,
  type LocatorType,
  type MapBusyState,
} from '@coax/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useViewportWidth } from '../../../ui/use-viewport.ts';
import { useMapCategories } from '../api/get-categories.ts';
import { useLocatorSettings } from '../api/get-locator-settings.ts';
import { useHotspotSearch, useStoreSearch } from '../api/search-map.ts';
import { useLocatorT } from '../i18n/use-locator-t.ts';
import { PaymentCenterSearch } from './payment-center-search.tsx';
import { PlaceEntry, PlaceList } from './place-list.tsx';

const loadMap = () => import('./map-view.tsx');
const MapView = lazy(loadMap);

/** Seed 001 §9 "phone under 768": there, choosing a place hands off to the maps app. */
const PHONE_MAX_WIDTH = 767;
/** From this width the list and the map sit side by side; below it the map is under the list (locator.css). */
const SIDE_BY_SIDE_MIN_WIDTH = 980;
/** Stores lie miles apart: the store maps open further out than the hotspot map's 16. */
const STORE_MAP_ZOOM = DEFAULT_MAP_ZOOM - 4;
/** The first hotspot search, before the map has said what it shows: about a mile around. */
const FIRST_AREA_MILES = 1;

/** The failed call's HTTP status, for the seed's message (0: no answer at all). */
const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

/**
 * One type's map and list. Hotspots: one search by the visible bounds, listed 8 to a page.
 * Stores: the server's pages of 8, listed 4 to a page, with the nearest store highlighted on
 * the first page only (seed 001 §4, §9).
 */
export function LocatorResults({
  type,
  near,
  settled,
}: {
  type: LocatorType;
  near: LatLon;
  settled: boolean;
}) {
  const { t } = useLocatorT();
  const width = useViewportWidth();
  const phone = width <= PHONE_MAX_WIDTH;
  const stacked = width < SIDE_BY_SIDE_MIN_WIDTH;
  const settings = useLocatorSettings();
  const categories = useMapCategories();
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [recenter, setRecenter] = useState(0);
  const [focusItem, setFocusItem] = useState<MapItem | null>(null);

  useEffect(() => {
    setPage(0);
    setSelectedId(null);
    setFocusItem(null);
  }, [near.lat, near.lon, category]);

  const hotspots = type === 'hotspots';
  const legend = legendPageSize(type);
  const area = bounds ?? boundsAround(near, FIRST_AREA_MILES);
  const hotspotSearch = useHotspotSearch(near, area, category, hotspots && settled);
  const serverPage = Math.floor((page * LEGEND_STORES_PAGE_SIZE) / STORE_PAGE_SIZE);
  const storeType = settings.data?.storeType;
  const storeSearch = useStoreSearch(
    type,
    near,
    storeType,
    serverPage,
    STORE_PAGE_SIZE,
    !hotspots && settled,
  );
  const nearestType = type === 'business' ? 'business' : 'stores';
  const nearestSearch = useStoreSearch(
    nearestType,
    near,
    storeType,
    0,
    NEAREST_STORE_PAGE_SIZE,
    !hotspots && settled,
  );
  const search = hotspots ? hotspotSearch : storeSearch;

  // Where the map sits under the list, it is drawn once the list first has its places (or its
  // failure): drawn sooner, it was pushed down the page as they came in. Its code loads meanwhile.
  const listLoading = search.isPending || (!hotspots && nearestSearch.isPending);
  const [listDrawn, setListDrawn] = useState(false);
  useEffect(() => {
    void loadMap();
  }, []);
  useEffect(() => {
    if (!listLoading) setListDrawn(true);
  }, [listLoading]);

  // Seed 001 §8: a failed load shows the message and the map re-centres.
  useEffect(() => {
    if (search.isError) setRecenter((n) => n + 1);
  }, [search.isError]);

  const data: MapSearch | undefined = search.data;
  const results = data?._embedded.results ?? [];
  let shown: MapItem[];
  let pages: number;
  if (hotspots) {
    ({ items: shown, pages } = pageOf(results, page, legend));
  } else {
    const at = (page * legend) % STORE_PAGE_SIZE;
    shown = results.slice(at, at + legend);
    pages = Math.max(1, Math.ceil((data?.page.totalElements ?? 0) / legend));
  }
  const nearest = showsNearestStore(type, page) ? nearestSearch.data?._embedded.results[0] : undefined;
  const busy: MapBusyState = search.isFetching ? 'loading' : 'standby';
  const markers =
    focusItem && !results.some((i) => i.id === focusItem.id) ? [...results, focusItem] : results;
  const categoryIndex = (categories.data?.categories ?? []).findIndex((c) => c.name === category);
  const zoom = hotspots ? (category ? zoomForCategory(categoryIndex) : DEFAULT_MAP_ZOOM) : STORE_MAP_ZOOM;
  const focusCenter = focusItem ? { lat: focusItem.lat, lon: focusItem.lon } : near;

  const select = useCallback(
    (item: MapItem) => setSelectedId((current) => selectItem(type, current, item)),
    [type],
  );
  const markerLabel = useCallback(
    (item: MapItem, selected: boolean) =>
      selected ? t('locator.marker.selected', { name: item.name }) : item.name,
    [t],
  );

  return (
    <div className="locator-results">
      {hotspots && (
        <SelectField
          id="locator-category"
          label={t('locator.category.label')}
          value={category}
          disabled={!categories.data}
          options={[
            { value: '', label: t('locator.category.all') },
            ...(categories.data?.categories ?? []).map((c) => ({ value: c.name, label: c.label })),
          ]}
          onChange={setCategory}
        />
      )}
      {type === 'storesAndPaymentCenters' && (
        <PaymentCenterSearch
          onChoose={(item) => {
            setFocusItem(item);
            setSelectedId(item.id);
          }}
        />
      )}
      {search.isError && (
        <Notice tone="error" live="assertive">
          <p>{t('locator.loadFailed', { status: statusOf(search.error) })}</p>
          <button type="button" className="button" onClick={() => void search.refetch()}>
            {t('common.retry')}
          </button>
        </Notice>
      )}
      <div className="locator-layout">
        <section
          className="locator-list-panel"
          aria-labelledby="locator-list-title"
          aria-busy={busy === 'loading'}
          data-busy={busy}
        >
          <h2 id="locator-list-title">{t('locator.listTitle')}</h2>
          {nearest && (
            <div className="locator-nearest">
              <h3>{t('locator.nearest')}</h3>
              <PlaceEntry
                type={type}
                item={{ ...nearest, type: 'nearestStore' }}
                selected={nearest.id === selectedId}
                onSelect={select}
                phone={phone}
                highlight
              />
            </div>
          )}
          {focusItem && (
            <PlaceEntry
              type={type}
              item={focusItem}
              selected={focusItem.id === selectedId}
              onSelect={select}
              phone={phone}
            />
          )}
          {search.isPending && !search.isError ? (
            <LoadingCard label={t('locator.loading')} />
          ) : (
            !search.isError &&
            (shown.length === 0 ? (
              <p>{t('locator.empty')}</p>
            ) : (
              <PlaceList type={type} items={shown} selectedId={selectedId} onSelect={select} phone={phone} />
            ))
          )}
          {pages > 1 && (
            <nav className="locator-pager" aria-label={t('locator.listTitle')}>
              <button
                type="button"
                className="button"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                {t('locator.previous')}
              </button>
              <span aria-live="polite">{t('locator.page', { page: page + 1, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages - 1}
                onClick={() => setPage(page + 1)}
              >
                {t('locator.next')}
              </button>
            </nav>
          )}
        </section>
        {settings.data && (listDrawn || !stacked) && (
          <Suspense fallback={<LoadingCard label={t('locator.mapLoading')} />}>
            <MapView
              center={focusCenter}
              zoom={zoom}
              items={markers}
              selectedId={selectedId}
              tileUrl={settings.data.tileUrl}
              tileAttribution={settings.data.tileAttribution}
              label={t('locator.map')}
              markerLabel={markerLabel}
              onSelect={select}
              onBounds={hotspots ? setBounds : () => undefined}
              recenter={recenter}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
