import 'leaflet/dist/leaflet.css';
import './map-view.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { MapItem } from '@coax/contract';
import type { Bounds, LatLon } from '@coax/domain';

export interface MapViewProps {
  center: LatLon;
  zoom: number;
  items: readonly MapItem[];
  selectedId: string | null;
  /** the tile address from configuration; null draws the markers on a plain background */
  tileUrl: string | null;
  tileAttribution: string | null;
  label: string;
  /** the marker's name for assistive technology */
  markerLabel: (item: MapItem, selected: boolean) => string;
  onSelect: (item: MapItem) => void;
  onBounds: (bounds: Bounds) => void;
  /** changes when the map must go back to `center` (a failed load re-centres it) */
  recenter: number;
}

const boundsOf = (map: L.Map): Bounds => {
  const b = map.getBounds();
  return { minLat: b.getSouth(), minLon: b.getWest(), maxLat: b.getNorth(), maxLon: b.getEast() };
};

/**
 * The Leaflet map (loaded only with this page): a marker per item, focusable and named, Enter
 * or a click selects it. Markers are drawn with CSS, so nothing is fetched from elsewhere;
 * tiles only when configuration names them.
 */
export default function MapView(props: MapViewProps) {
  const { center, zoom, items, selectedId, tileUrl, tileAttribution, label, markerLabel, recenter } = props;
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    if (!holder.current) return undefined;
    const m = L.map(holder.current, {
      center: [center.lat, center.lon],
      zoom,
      attributionControl: !!tileUrl,
    });
    if (tileUrl) {
      L.tileLayer(tileUrl, tileAttribution ? { attribution: tileAttribution } : {}).addTo(m);
    }
    layer.current = L.layerGroup().addTo(m);
    m.on('moveend', () => handlers.current.onBounds(boundsOf(m)));
    map.current = m;
    handlers.current.onBounds(boundsOf(m));
    return () => {
      m.remove();
      map.current = null;
    };
    // the map is made once; centre, zoom and markers follow in the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    map.current?.setView([center.lat, center.lon], zoom);
  }, [center.lat, center.lon, zoom, recenter]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    for (const item of items) {
      const selected = item.id === selectedId;
      const marker = L.marker([item.lat, item.lon], {
        keyboard: true,
        title: markerLabel(item, selected),
        zIndexOffset: selected ? 1000 : 0,
        icon: L.divIcon({
          className: `locator-marker locator-marker--${item.type}${selected ? ' locator-marker--selected' : ''}`,
          iconSize: selected ? [26, 26] : [18, 18],
        }),
      });
      marker.on('click', () => handlers.current.onSelect(item));
      // Leaflet's own Enter only opens a popup: Enter or Space chooses the place, as a button does
      marker.on('keypress', (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') handlers.current.onSelect(item);
      });
      marker.addTo(group);
      const icon = marker.getElement();
      if (icon) {
        icon.setAttribute('aria-label', markerLabel(item, selected));
        icon.setAttribute('aria-pressed', String(selected));
      }
    }
  }, [items, selectedId, markerLabel]);

  useEffect(() => {
    const item = items.find((i) => i.id === selectedId);
    if (item && map.current && !map.current.getBounds().contains([item.lat, item.lon])) {
      map.current.panTo([item.lat, item.lon]);
    }
  }, [items, selectedId]);

  return (
    <div className="locator-map" role="region" aria-label={label}>
      <div ref={holder} className={`locator-map__canvas${tileUrl ? '' : ' locator-map__canvas--plain'}`} />
    </div>
  );
}
