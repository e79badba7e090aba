import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The dev server serves /locales from the top-level locales/ folder (the build copies it into dist). */
function localesDevServer(): Plugin {
  return {
    name: 'locales-dev-server',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = path.join(process.cwd(), 'locales', decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        if (!file.startsWith(path.join(process.cwd(), 'locales') + path.sep)) return next();
        readFile(file)
          .then((body) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(body);
          })
          .catch(() => next());
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), localesDevServer()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    manifest: true,
    cssCodeSplit: true,
    assetsInlineLimit: 0,
  },
  server: { port: 5173 },
});
