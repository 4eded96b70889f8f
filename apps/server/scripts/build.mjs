/**
 * The server's production bundle: `node scripts/build.mjs` writes dist/main.js, run by plain `node`
 * (`npm run start`), without tsx compiling TypeScript in the running process (tsx and its loader
 * hold about 110 MB of the process). esbuild bundles the server's and the workspace packages'
 * TypeScript; every npm package stays external and is loaded from node_modules as usual, so
 * packages that read files next to their own code (PGlite's WASM, pdfkit's data, DejaVu fonts)
 * keep working. `import.meta.url` / `.dirname` / `.filename` in our sources are rewritten to the
 * source file's location (relative to the bundle, so the checkout may move), so that files read
 * beside the sources (the breach list, the repository root, the CAMT worker, which loads its
 * TypeScript through tsx) are found as under tsx.
 *
 * Also used by the receipt benchmark (tools/bench/receipt-zip.bench.ts) through `buildServerBundle`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

const BANNER = [
  "import { fileURLToPath as __kollektaFileURLToPath } from 'node:url';",
  "import { dirname as __kollektaDirname } from 'node:path';",
].join('\n');

/** Leaves npm packages (and node: builtins) to Node at run time; bundles our own TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kollekta/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.*` of a source file, pointed at that file rather than at the bundle. */
function sourceLocations(outdir) {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) && !isWorkspaceFile(args.path))
          return undefined;
        let contents = await fs.promises.readFile(args.path, 'utf8');
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        if (!contents.includes('import.meta')) return { contents, loader };
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url)`;
        contents = contents
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.dirname', `__kollektaDirname(__kollektaFileURLToPath(${url}))`)
          .replaceAll('import.meta.filename', `__kollektaFileURLToPath(${url})`);
        return { contents, loader };
      });
    },
  };
}

/** The workspace packages are linked into node_modules; their real paths are outside it. */
function isWorkspaceFile(file) {
  return !fs.realpathSync(file).includes(`${path.sep}node_modules${path.sep}`);
}

/**
 * Bundles `entryPoints` (absolute paths or relative to apps/server) into `outdir` as ESM for Node 20.
 * Answers the written files.
 */
export async function buildServerBundle({
  entryPoints = [path.join(serverRoot, 'src/main.ts')],
  outdir = path.join(serverRoot, 'dist'),
} = {}) {
  const absoluteOutdir = path.resolve(serverRoot, outdir);
  const result = await esbuild.build({
    entryPoints: entryPoints.map((entry) => path.resolve(serverRoot, entry)),
    outdir: absoluteOutdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // names stay readable in stack traces and heap snapshots
    minify: false,
    keepNames: true,
    logLevel: 'warning',
    banner: { js: BANNER },
    plugins: [externalPackages, sourceLocations(absoluteOutdir)],
    metafile: true,
  });
  return Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // node scripts/build.mjs [--outdir <dir>] [<entry.ts> …]: by default src/main.ts into dist/
  const { values, positionals } = parseArgs({
    options: { outdir: { type: 'string' } },
    allowPositionals: true,
  });
  const started = performance.now();
  const files = await buildServerBundle({
    ...(positionals.length > 0 ? { entryPoints: positionals.map((entry) => path.resolve(entry)) } : {}),
    ...(values.outdir ? { outdir: path.resolve(values.outdir) } : {}),
  });
  console.log(
    `Server gebaut: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')} in ${Math.round(performance.now() - started)} ms`,
  );
}
