/**
 * Where route loaders get a page's data. Both sides put it in the store, so pages read it the
 * same way: the browser fetches the per-language files (the prerendered page preloads the ones
 * it was rendered with, so hydration reuses those responses), the prerenderer takes them from
 * the build's sources. A file is asked for once per key, however many loaders want it
 * (loadOnce.ts).
 */
import type { i18n as I18n } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import type { AppStore } from '../../state/store.ts';
import { loadOnce } from '../../state/loadOnce.ts';
import { loadCatalogue } from '../../state/catalogue/loadCatalogue.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
import { loadDetail, selectDetailEntry, type DetailRequest } from '../../state/detail/detailSlice.ts';
import { detailKey, detailUrlPath } from '../../domain/catalogue/detailPaths.ts';
import { catalogueUrl } from '../../state/catalogue/catalogueUrl.ts';
import { buildId } from '../../config/env.ts';
import type { ProjectDetail, PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import { contentUrl, loadContent, selectContentEntry } from '../../state/content/contentSlice.ts';
import type { SiteContent } from '../../domain/content/types.ts';
import { languageChanged } from '../../state/settings/settingsSlice.ts';
import type { PreloadHolder } from '../../features/owner/portalPreload.tsx';

export type Detail = PropertyDetail | ProjectDetail;

/** Each resolves to null when the file could not be had (the page then shows its retry state). */
export interface PageData {
  catalogue(lng: Lng): Promise<Catalogue | null>;
  detail(request: DetailRequest): Promise<Detail | null>;
  content(lng: Lng): Promise<SiteContent | null>;
  /** The page's language, kept in the store's settings (the site route's loader, when it changes). */
  language(lng: Lng): void;
  /** The translation namespaces a page declares, in its language (inlined in a prerendered page). */
  texts(lng: Lng, namespaces: string[]): Promise<void>;
  /**
   * The owner portal's data that came with the page, for the portal route's loader to leave
   * alone; null where no request may be started (the prerenderer).
   */
  portalPreload: PreloadHolder | null;
}

/** The browser's data: the store's load thunks, one request per file (loadOnce.ts). */
export function fetchedData(store: AppStore, i18n: I18n, portalPreload: PreloadHolder): PageData {
  return {
    portalPreload,
    catalogue: loadOnce(store, loadCatalogue, selectCatalogue),
    detail: loadOnce(store, loadDetail, (state, request) => selectDetailEntry(state, request)?.data ?? null, detailKey),
    content: loadOnce(store, loadContent, (state, lng) => selectContentEntry(state, lng)?.data ?? null),
    language: (lng) => void store.dispatch(languageChanged(lng)),
    texts: async (lng, namespaces) => {
      // A failed namespace falls back to its keys' defaults; it must not stop the navigation.
      await Promise.all([i18n.loadLanguages(lng), i18n.loadNamespaces(namespaces)]).catch(() => undefined);
    },
  };
}

export interface DataSources {
  catalogueFor: (lng: Lng) => Catalogue;
  detailFor?: (request: DetailRequest) => Detail | null;
  contentFor?: (lng: Lng) => SiteContent | null;
}

export interface BuiltData extends PageData {
  /** The URLs of the files the routes' loaders used: the page names them for boot.ts to preload. */
  files: () => string[];
}

/** The prerenderer's data: the build's files, put in the store as if they had been fetched. */
export function builtData(store: AppStore, sources: DataSources): BuiltData {
  const { catalogueFor, detailFor = () => null, contentFor = () => null } = sources;
  const used = new Set<string>();
  return {
    files: () => [...used],
    catalogue: (lng) => {
      const data = catalogueFor(lng);
      used.add(catalogueUrl(lng));
      store.dispatch(loadCatalogue.fulfilled(data, 'build', lng));
      return Promise.resolve(data);
    },
    detail: (request) => {
      const data = detailFor(request);
      if (!data) throw new Error(`No detail file for ${request.kind} ${request.id} (${request.lng})`);
      used.add(detailUrlPath(request.lng, request.kind, request.id, buildId));
      store.dispatch(loadDetail.fulfilled(data, 'build', request));
      return Promise.resolve(data);
    },
    content: (lng) => {
      const data = contentFor(lng);
      if (data) {
        used.add(contentUrl(lng));
        store.dispatch(loadContent.fulfilled(data, 'build', lng));
      }
      return Promise.resolve(data);
    },
    language: (lng) => void store.dispatch(languageChanged(lng)),
    // The prerenderer inlines the namespaces the matched routes declare.
    texts: () => Promise.resolve(),
    portalPreload: null,
  };
}
