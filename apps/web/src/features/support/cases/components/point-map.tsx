import type { GeoPoint } from '@coax/contract';
import { useSupportT } from '../../i18n/use-support-t.ts';

/**
 * The geolocated point, drawn without map tiles (nothing needs the internet): a marker in a
 * compass frame, with the coordinates and ZIP code in words beside it.
 */
export function PointMap({ point }: { point: GeoPoint }) {
  const { t } = useSupportT();
  const words = t('support.theft.point', {
    lat: point.latitude.toFixed(4),
    lng: point.longitude.toFixed(4),
    zip: point.zip,
  });
  return (
    <figure className="support-cases__map" data-testid="theft-map">
      <svg
        viewBox="0 0 120 80"
        role="img"
        aria-label={t('support.theft.mapLabel')}
        className="support-cases__map-art"
      >
        <rect x="1" y="1" width="118" height="78" rx="6" className="support-cases__map-bg" />
        <path d="M0 40h120M60 0v80" className="support-cases__map-grid" />
        <path
          d="M60 22c-7 0-12 5-12 12 0 9 12 22 12 22s12-13 12-22c0-7-5-12-12-12z"
          className="support-cases__map-pin"
        />
        <circle cx="60" cy="34" r="4" className="support-cases__map-dot" />
      </svg>
      <figcaption>{words}</figcaption>
    </figure>
  );
}
