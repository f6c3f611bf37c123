/* global window, document */
/*
 * Seed 000 §1 browser-deprecation banner, for the browsers it names. Old Internet Explorer and
 * Firefox 46 cannot run the portal's module scripts at all, so they never reach the React banner:
 * they run this classic script instead (index.html loads it with "nomodule", which current
 * browsers skip). Without it they would see an empty page, so here the notice always shows.
 * ES5 only. The two messages must match 'deprecation.message' in src/i18n/en.ts and es.ts
 * (legacy-browser.test.ts checks).
 */
(function () {
  var MESSAGES = {
    en: 'Your web browser is out of date, and parts of this site may not work in it. Update it, or use a current version of Chrome, Edge, Firefox or Safari.',
    es: 'Su navegador web no está actualizado y es posible que partes de este sitio no funcionen en él. Actualícelo o use una versión actual de Chrome, Edge, Firefox o Safari.',
  };
  var path = window.location.pathname;
  var spanish =
    path === '/espanol' || path.indexOf('/espanol/') === 0 || /(^|;\s*)lang=es(;|$)/.test(document.cookie);
  var banner = document.createElement('div');
  banner.setAttribute('role', 'alert');
  banner.setAttribute('lang', spanish ? 'es' : 'en');
  banner.style.cssText =
    'padding:16px;background:#fff4d6;border-bottom:3px solid #8a5300;color:#1b1f24;font:16px/1.5 Arial,sans-serif';
  banner.appendChild(document.createTextNode(spanish ? MESSAGES.es : MESSAGES.en));
  function show() {
    document.body.insertBefore(banner, document.body.firstChild);
  }
  if (document.body) {
    show();
  } else {
    document.addEventListener('DOMContentLoaded', show);
  }
})();
