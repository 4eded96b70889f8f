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
      // Weighs the first page of the admin app (gzip) against its budget (issue 12 "Speed") and
      // fails the build above it. The budget counts index.html's scripts, preloads and styles: the
      // shell every visit loads before the router picks a page. The login page and the signed-in
      // tree add their own chunks; those figures are printed beside it, to watch, not enforced.
      name: 'first-page-weight',
      apply: 'build',
      writeBundle(options, bundle) {
        const outDir = options.dir ?? path.join(root, 'dist');
        const gzipOf = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
        const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const shell = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
          (match) => match[1] as string,
        );
        // a lazy page: its chunk, every chunk that one imports statically, and their styles
        const withPage = (files: Set<string>, moduleSuffix: string) => {
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
          const pending = start ? [start.fileName] : [];
          while (pending.length > 0) {
            const fileName = pending.pop() as string;
            if (files.has(fileName)) continue;
            files.add(fileName);
            const chunk = chunks.find((candidate) => candidate.fileName === fileName);
            if (!chunk) continue;
            pending.push(...chunk.imports);
            const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
            for (const file of css ?? []) files.add(file);
          }
          return files;
        };
        const weigh = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        const shellBytes = weigh(new Set(shell));
        const login = withPage(new Set(shell), '/features/auth/components/LoginPage.tsx');
        const tree = withPage(
          withPage(new Set(shell), '/features/layout/components/MainLayout.tsx'),
          '/features/organizations/components/HomePage.tsx',
        );
        const within = shellBytes <= FIRST_PAGE_BUDGET_GZIP;
        console.log(
          `first page of the admin app: ${kB(shellBytes)} gzip in ${shell.length} files (${within ? 'within' : 'OVER'} the budget of ${FIRST_PAGE_BUDGET_GZIP / 1024} kB); ` +
            `with the login page ${kB(weigh(login))} in ${login.size} files, signed in with the tree ${kB(weigh(tree))} in ${tree.size} files`,
        );
        if (within) return;
        const heaviest = shell
          .map((file) => `${file} ${kB(gzipOf(file))}`)
          .sort(
            (a, b) => Number.parseFloat(b.split(' ')[1] ?? '0') - Number.parseFloat(a.split(' ')[1] ?? '0'),
          )
          .slice(0, 5)
          .join(', ');
        const message = `The first page of the admin app weighs ${kB(shellBytes)} gzip, over its budget of ${FIRST_PAGE_BUDGET_GZIP / 1024} kB (issue 12). Heaviest: ${heaviest}. Load what the shell does not need with a lazy import; import from the defining module, not a barrel that re-exports heavy components.`;
        // KOLLEKTA_WEIGHT_BUDGET=warn builds anyway, e.g. to bisect which change added the weight
        if (process.env.KOLLEKTA_WEIGHT_BUDGET === 'warn') this.warn(message);
        else this.error(message);
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
      // Three pages: the donor apps and the church-tax app never load the administration app.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        donor: fileURLToPath(new URL('./donor.html', import.meta.url)),
        kirchgeld: fileURLToPath(new URL('./kirchgeld.html', import.meta.url)),
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
