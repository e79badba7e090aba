import type { Lng } from '../config/languages.ts';
import type { PortalPreload } from '../domain/forms/portal.ts';

/**
 * What the prerendered page hands to the browser, in a non-executable JSON block (allowed by a
 * strict Content-Security-Policy): its language. Its texts are files the page names for boot.ts
 * to preload (entry-server.tsx), loaded by i18next before the app hydrates.
 */
export interface AppData {
  lng: Lng;
  /** A logged-in owner's portal, rendered by the server with this data. */
  portal?: PortalPreload;
}

export const APP_DATA_ID = 'app-data';

export function serializeAppData(data: AppData): string {
  // "<" escaped so no text can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_DATA_ID}">${json}</script>`;
}

export function readAppData(doc: Document): AppData | null {
  const text = doc.getElementById(APP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppData;
  } catch {
    return null;
  }
}
