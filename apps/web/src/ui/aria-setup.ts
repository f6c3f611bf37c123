import './aria-setup.css';

/**
 * react-aria writes a <style> element into the page for the touch-action of pressable elements
 * (so a tap is not held back by double-tap zoom). The portal's Content-Security-Policy allows only
 * its own stylesheets (style-src 'self'), so the browser refuses that element and reports it. The
 * rule lives in aria-setup.css instead, and an element with the id the library checks tells it the
 * rule is already there. Imported by every wrapper built on react-aria-components.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  document.head.append(marker);
}
