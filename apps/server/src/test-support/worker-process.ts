/**
 * The crash tests' child processes: a worker script runs in its own Node process (so that the test
 * can kill it with SIGKILL), reports what it does as one JSON object per line on stdout, and the test
 * waits for those events. Also the helpers that give such a process its own PostgreSQL schema.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';

export type WorkerEvent = { event: string; [key: string]: unknown };

export type WorkerProcess = {
  child: ChildProcess;
  /** the exit code, or the signal that ended the process */
  exit: Promise<string | number | null>;
  /** the next event of this name, once the process has reported it */
  next(name: string): Promise<WorkerEvent>;
};

/** Starts `script` with tsx, from the server package's folder, with only PATH and `env` set. */
export function startWorkerProcess(script: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: WorkerEvent[] = [];
  const waiting: Array<() => void> = [];
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    try {
      events.push(JSON.parse(line) as WorkerEvent);
    } catch {
      errors += `${line}\n`; // a stray log line is kept for the error message
    }
    for (const wake of waiting.splice(0)) wake();
  });
  const exit = new Promise<string | number | null>((resolve) => {
    child.on('exit', (code, signal) => {
      for (const wake of waiting.splice(0)) wake();
      resolve(signal ?? code);
    });
  });
  return {
    child,
    exit,
    async next(name) {
      for (;;) {
        const index = events.findIndex((event) => event.event === name);
        if (index >= 0) return events.splice(index, 1)[0] as WorkerEvent;
        if (hasExited(child)) throw new Error(`worker ended before '${name}': ${errors}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** The connection URL with a search path, so that a child process works in the test's own schema. */
export function withSearchPath(url: string, searchPath: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${searchPath}`);
  return parsed.toString();
}

/** One statement on the PostgreSQL server (creating or dropping the test's schema). */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
