/**
 * Where route loaders get a page's data. Both sides put it in the store, so pages read it the
 * same way: the browser fetches the per-language files (the prerendered page preloads the ones
 * it was rendered with, so hydration reuses those responses), the prerenderer takes them from
 * the build's sources. A file is asked for once per key, however many loaders want it.
 */
import type { i18n as I18n } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import type { AppStore } from '../store.ts';
import { loadCatalogue } from '../../features/catalogue/catalogueSlice.ts';
import { selectCatalogue } from '../../features/catalogue/selectors.ts';
import type { Catalogue } from '../../features/catalogue/types.ts';
import { loadDetail, selectDetailEntry, type DetailRequest } from '../../features/detail/detailSlice.ts';
import { detailKey } from '../../features/detail/dataPaths.ts';
import type { ProjectDetail, PropertyDetail } from '../../features/detail/types.ts';
import { loadContent, selectContentEntry } from '../../features/content/contentSlice.ts';
import type { SiteContent } from '../../features/content/types.ts';

export type Detail = PropertyDetail | ProjectDetail;

/** Each resolves to null when the file could not be had (the page then shows its retry state). */
export interface PageData {
  catalogue(lng: Lng): Promise<Catalogue | null>;
  detail(request: DetailRequest): Promise<Detail | null>;
  content(lng: Lng): Promise<SiteContent | null>;
  /** The translation namespaces a page declares, in its language (inlined in a prerendered page). */
  texts(lng: Lng, namespaces: string[]): Promise<void>;
}

function once<K, V>(run: (key: K) => Promise<V>, keyOf: (key: K) => string = String): (key: K) => Promise<V> {
  const pending = new Map<string, Promise<V>>();
  return (key) => {
    const id = keyOf(key);
    let promise = pending.get(id);
    if (!promise) {
      promise = run(key);
      pending.set(id, promise);
      // A failed file may be asked for again by the next navigation.
      void promise.then((value) => value === null && pending.delete(id));
    }
    return promise;
  };
}

/** The browser's data: the store's load thunks (one request per file). */
export function fetchedData(store: AppStore, i18n: I18n): PageData {
  return {
    catalogue: once(async (lng: Lng) => {
      await store.dispatch(loadCatalogue(lng));
      return selectCatalogue(store.getState(), lng);
    }),
    detail: once(async (request: DetailRequest) => {
      await store.dispatch(loadDetail(request));
      return selectDetailEntry(store.getState(), request)?.data ?? null;
    }, detailKey),
    content: once(async (lng: Lng) => {
      await store.dispatch(loadContent(lng));
      return selectContentEntry(store.getState(), lng)?.data ?? null;
    }),
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

/** The prerenderer's data: the build's files, put in the store as if they had been fetched. */
export function builtData(store: AppStore, sources: DataSources): PageData {
  const { catalogueFor, detailFor = () => null, contentFor = () => null } = sources;
  return {
    catalogue: (lng) => {
      const data = catalogueFor(lng);
      store.dispatch(loadCatalogue.fulfilled(data, 'build', lng));
      return Promise.resolve(data);
    },
    detail: (request) => {
      const data = detailFor(request);
      if (!data) throw new Error(`No detail file for ${request.kind} ${request.id} (${request.lng})`);
      store.dispatch(loadDetail.fulfilled(data, 'build', request));
      return Promise.resolve(data);
    },
    content: (lng) => {
      const data = contentFor(lng);
      if (data) store.dispatch(loadContent.fulfilled(data, 'build', lng));
      return Promise.resolve(data);
    },
    // The prerenderer inlines the namespaces the matched routes declare.
    texts: () => Promise.resolve(),
  };
}
