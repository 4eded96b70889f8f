/**
 * Runs `parseCamtFile` in one long-lived worker thread (started on first use, restarted after a crash
 * or a timeout). The worker loads TypeScript through tsx, as the server does; its heap is capped so a
 * hostile file fails the upload, not the server.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { KG_BANK_MESSAGES } from '@kollekta/domain';
import type { CamtParseResult } from './camt-parser';

const TIMEOUT_MS = 60_000;

type Pending = { resolve: (result: CamtParseResult) => void; timer: NodeJS.Timeout };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(message: string): void {
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer);
    waiting.resolve({ ok: false, message });
    pending.delete(id);
  }
}

function startWorker(): Worker {
  // A worker does not inherit the tsx loader of `node --import tsx` (nor vitest's): it registers tsx itself.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const workerUrl = new URL('./camt-parse.worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(workerUrl)});`;
  const started = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  started.on('message', (message: { id: number; result: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.delete(message.id);
    waiting.resolve(JSON.parse(message.result) as CamtParseResult);
  });
  const forget = (message: string) => {
    if (worker === started) worker = null;
    failAll(message);
  };
  started.on('error', (error) => forget(KG_BANK_MESSAGES.brokenXml(error.message)));
  started.on('exit', () => forget(KG_BANK_MESSAGES.parseTimeout));
  // after the listeners: a 'message' listener refs the worker's port again, and an idle worker must
  // not keep a finished process (a tool, a test) alive
  started.unref();
  return started;
}

export function parseCamtInWorker(content: Buffer): Promise<CamtParseResult> {
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve({ ok: false, message: KG_BANK_MESSAGES.parseTimeout });
      // a parse that never ends takes its worker with it
      if (worker === current) worker = null;
      void current.terminate();
    }, TIMEOUT_MS);
    pending.set(id, { resolve, timer });
    const copy = new Uint8Array(content);
    current.postMessage({ id, content: copy }, [copy.buffer]);
  });
}
