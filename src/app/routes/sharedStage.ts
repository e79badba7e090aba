/**
 * What boot.ts imports between React and the app: importing any module of the shared chunk
 * (vite.config.ts) evaluates all of it, in a task of its own. One small export keeps the file
 * that exposes it to the boot a few bytes long (the boot's budget: 140 KiB brotli).
 */
export { routes } from '../../domain/routes/routeTable.ts';
