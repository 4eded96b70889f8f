/**
 * Vite build of the administration app (`index.html`) and the donor web apps (`donor.html`, served
 * at `/p/{id}` and `/o/{id}`). The server serves `dist/` at `/` and the API under `/api/v2/` on the
 * same origin; in development the API and telemetry are proxied to it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const serverTarget = 'http://127.0.0.1:8080';

/** JavaScript and CSS the browser loads for the admin app's first page: index.html's scripts, preloads and styles. */
const FIRST_PAGE_BUDGET_GZIP = 200 * 1024;

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    {
      // In development the direct links of the donor apps open their page, as the server does.
      name: 'donor-app-paths',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url && /^\/[po]\/\d+\/?(\?.*)?$/.test(request.url)) {
            const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
            request.url = `/donor.html${query}`;
          }
          next();
        });
      },
    },
    {
      // @zxcvbn-ts/core declares no side effects in its package.json; without this, any page that
      // imports the domain would also load the password-strength dictionaries.
      name: 'zxcvbn-without-side-effects',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!source.startsWith('@zxcvbn-ts/')) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved ? { ...resolved, moduleSideEffects: false } : null;
      },
    },
    {
      // Prints what the first page of the admin app weighs (gzip), against its budget (issue 12).
      name: 'first-page-weight',
      apply: 'build',
      writeBundle(options) {
        const outDir = options.dir ?? path.join(root, 'dist');
        const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
          (match) => match[1] as string,
        );
        const bytes = files.reduce(
          (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
          0,
        );
        const verdict = bytes <= FIRST_PAGE_BUDGET_GZIP ? 'within' : 'OVER';
        console.log(
          `first page of the admin app: ${(bytes / 1024).toFixed(1)} kB gzip in ${files.length} files (${verdict} the budget of ${FIRST_PAGE_BUDGET_GZIP / 1024} kB)`,
        );
      },
    },
  ],
  define: {
    // The product version shown in the footer ('Frontend {version}').
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the donor apps never load the administration app.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        donor: fileURLToPath(new URL('./donor.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // The password-strength dictionaries (~650 kB gzip) in a chunk of their own, loaded only
          // by the pages that set a password, never by the login card or the shell.
          groups: [{ name: 'password-strength', test: /[\\/]@zxcvbn-ts[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: serverTarget, changeOrigin: true },
      '/ws': { target: serverTarget, ws: true, changeOrigin: true },
    },
  },
});
