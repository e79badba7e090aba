/**
 * `use-sync-external-store/shim` is a polyfill of React 18's useSyncExternalStore for React 16
 * and 17; react-i18next imports it. On React 19 it hands over to React's own hook after a
 * version check, yet ships its fallback into every page: the build points the import here
 * (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
