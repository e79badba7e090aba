/*
 * Example host page: frames the agency website and draws, with Leaflet, the properties the
 * framed page announces (contract: src/features/map-bridge/message.ts).
 *
 * Plain script, no build step: it runs as served, after leaflet.js and outline.js (all three
 * are deferred, so they execute in document order once the page is parsed).
 *
 * The message is untrusted input, even from our own origin: it is validated field by field,
 * copied into fresh objects, and only ever written to the page through textContent,
 * attributes and Leaflet options, never as HTML.
 */
'use strict';

(() => {
  const MESSAGE_TYPE = 'agency-site:properties';
  const MESSAGE_VERSION = 1;
  const DEFAULT_PAGE = '/fr/a-vendre/';
  // Zooming closer than this on a single property shows nothing more: there are no tiles.
  const MAX_FIT_ZOOM = 13;
  const FIT_OPTIONS = { padding: [40, 40], maxZoom: MAX_FIT_ZOOM };

  const frame = document.getElementById('site-frame');
  const pageLinks = Array.from(document.querySelectorAll('a[data-frame-page]'));
  const mapElement = document.getElementById('map');
  const status = document.getElementById('map-status');
  const receivedList = document.getElementById('received-properties');
  const receivedEmpty = document.getElementById('received-empty');

  /* ---------- The framed page ---------- */

  /**
   * A same-origin path from the host page's ?page= parameter, or null. It must start with a
   * single "/" (no "//host" or "/\host", which browsers read as another host), and must still
   * be on this origin once resolved: the URL parser drops tabs and newlines, so "/\t/evil"
   * becomes "//evil", which only the resolved origin reveals.
   */
  function pageFromQuery() {
    const page = new URLSearchParams(window.location.search).get('page');
    if (!page || !/^\/(?![/\\])/.test(page)) return null;
    let url;
    try {
      url = new URL(page, window.location.origin);
    } catch {
      return null;
    }
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search + url.hash;
  }

  /** Marks the link of the page the frame was last sent to, if it is one of the shortcuts. */
  function markCurrentPage(path) {
    for (const link of pageLinks) {
      if (link.getAttribute('href') === path) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }

  /** Shows a same-origin URL in the frame; the host page itself never navigates. */
  function showInFrame(url) {
    frame.src = url;
    markCurrentPage(new URL(url, window.location.origin).pathname);
  }

  /** A plain left click; a modified click keeps the browser's behaviour (new tab, window). */
  function isPlainClick(event) {
    return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  }

  for (const link of pageLinks) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const path = link.getAttribute('href');
      showInFrame(path);
      // Keep the host URL shareable: reloading it shows the same framed page.
      const hostUrl = new URL(window.location.href);
      hostUrl.searchParams.set('page', path);
      window.history.replaceState(null, '', hostUrl);
    });
  }

  /**
   * Loads the first framed page. The iframe has no src in the HTML: loading it only once the
   * message listener exists means its first message cannot arrive too early and be lost.
   */
  function loadInitialPage() {
    showInFrame(pageFromQuery() ?? DEFAULT_PAGE);
  }

  /* ---------- Validation of the message ---------- */

  const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  const isString = (value) => typeof value === 'string';
  const isFiniteNumber = (value) => typeof value === 'number' && Number.isFinite(value);
  const isLatitude = (value) => isFiniteNumber(value) && value >= -90 && value <= 90;
  const isLongitude = (value) => isFiniteNumber(value) && value >= -180 && value <= 180;
  // A language tag such as "fr" or "nl-BE": it becomes a lang attribute.
  const isLanguageTag = (value) => isString(value) && /^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(value);

  /**
   * The normalised href of an absolute http(s) URL on this origin, or null. Links, thumbnails
   * and the marker image all come from the site itself; anything else (javascript:, data:,
   * another host) is refused rather than shown.
   */
  function sameOriginUrl(value) {
    if (!isString(value)) return null;
    let url;
    try {
      url = new URL(value); // no base: relative URLs are invalid here, the contract says absolute
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin !== window.location.origin) return null;
    return url.href;
  }

  /** A validated copy of one property, or null. */
  function parseProperty(value) {
    if (!isObject(value)) return null;
    const { id, latitude, longitude, price, priceText, type, city, marquee, label } = value;
    if (!isFiniteNumber(id) || !isLatitude(latitude) || !isLongitude(longitude)) return null;
    if (price !== null && !isFiniteNumber(price)) return null;
    if (!isString(priceText) || !isString(type) || !isString(city) || !isFiniteNumber(marquee)) return null;
    const thumbnail = sameOriginUrl(value.thumbnail);
    const link = sameOriginUrl(value.link);
    if (!thumbnail || !link) return null;
    if (label !== null && !isString(label)) return null;
    return { id, latitude, longitude, price, priceText, type, city, thumbnail, link, marquee, label };
  }

  /**
   * A validated copy of the whole message, or null. One bad property rejects the message:
   * a partial map would silently disagree with the framed page.
   */
  function parseMessage(data) {
    if (!isObject(data) || data.type !== MESSAGE_TYPE || data.version !== MESSAGE_VERSION) return null;
    const { lng, infoMessage, mapType } = data;
    if (!isLanguageTag(lng) || !isString(infoMessage) || !isString(mapType)) return null;
    if (!Array.isArray(data.properties) || !Array.isArray(data.ignoreMarquees)) return null;
    if (!data.ignoreMarquees.every(isFiniteNumber)) return null;

    let customMarker = null;
    if (data.customMarker !== null) {
      customMarker = sameOriginUrl(data.customMarker);
      if (!customMarker) return null;
    }

    const properties = [];
    for (const item of data.properties) {
      const property = parseProperty(item);
      if (!property) return null;
      properties.push(property);
    }
    // mapType (roadmap, satellite ...) is validated but unused: this map has no tiles to switch.
    return { lng, infoMessage, mapType, customMarker, ignoreMarquees: [...data.ignoreMarquees], properties };
  }

  /* ---------- The map ---------- */

  if (typeof window.L === 'undefined') {
    status.textContent = 'The map library could not be loaded, so no property can be shown.';
    loadInitialPage();
    return;
  }
  const L = window.L;

  // Leaflet guesses its image folder from leaflet.css; say it outright.
  L.Icon.Default.imagePath = '/vendor/leaflet/images/';

  // Leaflet animates with script and CSS transitions; honour a request for less motion.
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = L.map(mapElement, {
    zoomSnap: 0.25,
    minZoom: 5,
    maxZoom: 16,
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
  });

  // interactive: false keeps the countries out of the tab order and the pointer's way.
  const outline = L.featureGroup(
    (window.MAP_OUTLINE ?? []).map((country) =>
      L.polygon(country.latLngs, {
        interactive: false,
        color: '#5c6b66',
        weight: 1.5,
        fillColor: '#fdfcf8',
        fillOpacity: 1,
      }),
    ),
  ).addTo(map);
  const countriesBounds = outline.getLayers().length
    ? outline.getBounds()
    : L.latLngBounds([49.44, 2.54], [51.51, 6.54]);
  map.fitBounds(countriesBounds);

  const markers = L.layerGroup().addTo(map);
  let ignoredMarquees = new Set();
  const defaultIcon = new L.Icon.Default();
  const icons = new Map();

  /** The pin drawn for a marker image URL, made once per URL. */
  function iconFor(url) {
    if (!url) return defaultIcon;
    if (!icons.has(url)) {
      icons.set(url, L.icon({ iconUrl: url, iconSize: [32, 40], iconAnchor: [16, 40], popupAnchor: [0, -36] }));
    }
    return icons.get(url);
  }

  /** "Ref 120 — House, Marche-en-Famenne — € 329.000": the marker's name and its list entry. */
  function describe(property) {
    return `Ref ${property.id} — ${property.type}, ${property.city} — ${property.priceText}`;
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** The popup's content, built as DOM so no message text is ever parsed as HTML. */
  function popupContent(property, lng, marker) {
    // ignoreMarquees names the codes whose label is not shown (1 and 2); the property is.
    if (ignoredMarquees.has(property.marquee)) property = { ...property, label: null };
    const content = element('div', 'map-popup');

    const image = element('img', 'map-popup__image');
    image.src = property.thumbnail;
    image.alt = `Photo: ${property.type}, ${property.city}`;
    image.width = 240;
    image.height = 160;
    image.decoding = 'async';

    // The type, city and price are in the framed page's language.
    const text = element('div', 'map-popup__text');
    text.lang = lng;
    text.append(
      element('p', 'map-popup__title', `${property.type}, ${property.city}`),
      element('p', 'map-popup__price', property.priceText),
    );
    if (property.label) text.append(element('p', 'map-popup__label', property.label));

    const link = element('a', 'map-popup__link', `Show Ref ${property.id} in the website`);
    link.href = property.link;
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      showInFrame(property.link);
      frame.focus();
    });

    // Leaflet closes a popup on Escape only while the map itself has focus; do it from
    // inside the popup too ('popupclose' then gives focus back to the marker).
    content.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      marker.closePopup();
    });

    content.append(image, text, link);
    return content;
  }

  function addMarker(property, message) {
    const marker = L.marker([property.latitude, property.longitude], {
      icon: iconFor(message.customMarker),
      alt: describe(property),
      title: describe(property),
      // Pins in one town overlap, too close to be separate targets (WCAG 2.5.8); keyboard and
      // screen-reader users open a property's popup from the list of received properties.
      keyboard: false,
    });
    const content = popupContent(property, message.lng, marker);
    marker.bindPopup(content, { maxWidth: 260, minWidth: 240 });

    // Popups are appended after all markers in the DOM, so a keyboard user would have to tab
    // past every pin to reach one. Move focus into the popup when it opens; programmatic
    // focus after a mouse click shows no focus ring, so pointer users see no difference.
    marker.on('popupopen', () => content.querySelector('a')?.focus({ preventScroll: true }));
    marker.on('popupclose', () => {
      const active = document.activeElement;
      if (!active || active === document.body || content.contains(active)) {
        receivedList.querySelector(`li[data-id="${property.id}"] button`)?.focus();
      }
    });

    markers.addLayer(marker);
    return marker;
  }

  /** One entry per pin; its button opens the pin's popup (the keyboard's way into the map). */
  function listItem(property, marker) {
    const item = element('li');
    item.dataset.id = String(property.id);
    const button = element('button', 'received__button', describe(property));
    button.type = 'button';
    button.addEventListener('click', () => {
      map.setView(marker.getLatLng(), Math.max(map.getZoom(), 12), { animate });
      marker.openPopup();
    });
    item.append(button);
    return item;
  }

  /** Replaces every marker, the list of received properties and the status. */
  function render(message) {
    ignoredMarquees = new Set(message.ignoreMarquees);
    const shown = message.properties;

    markers.clearLayers();
    const drawn = shown.map((property) => [property, addMarker(property, message)]);

    if (shown.length > 0) {
      const bounds = L.latLngBounds(shown.map((property) => [property.latitude, property.longitude]));
      map.fitBounds(bounds, { ...FIT_OPTIONS, animate });
    } else {
      map.fitBounds(countriesBounds, { animate });
    }

    receivedList.replaceChildren(...drawn.map(([property, marker]) => listItem(property, marker)));
    receivedEmpty.hidden = shown.length > 0;

    status.lang = message.lng;
    status.textContent = message.infoMessage;
  }

  window.addEventListener('message', (event) => {
    // Only the framed site may speak: same origin, and from this very frame (another window
    // of the same origin, or a nested frame, is not the page on display).
    if (event.origin !== window.location.origin) return;
    if (!frame.contentWindow || event.source !== frame.contentWindow) return;
    const message = parseMessage(event.data);
    if (message) render(message);
  });

  loadInitialPage();
})();
