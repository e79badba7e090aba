import type { Resource } from 'i18next';
import type { Lng } from '../config/languages.ts';
import type { PortalPreload } from '../features/forms/rules/portal.ts';

/**
 * What the prerendered page hands to the browser: its language and that language's texts,
 * in a non-executable JSON block (allowed by a strict Content-Security-Policy).
 */
export interface AppData {
  lng: Lng;
  resources: Resource;
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
