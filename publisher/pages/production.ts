/**
 * Imported first by the scripts that render pages outside the Vite build (the sync job, its
 * bench): React and Redux Toolkit read NODE_ENV, and their development builds render several
 * times slower and run dev-only checks over the whole store. Vite sets it while it builds.
 */
process.env.NODE_ENV ??= 'production';
