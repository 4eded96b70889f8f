/**
 * Global setup of the integration tests: builds the test world's template once per run
 * (test-world-template.ts) and hands it to every test file. The template is built in a child
 * process, so that nothing the server starts (timers, brokers, the database) outlives it in the
 * test runner's own process.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import type { TestWorldTemplate } from './test-world-template';

const BUILDER = path.join(import.meta.dirname, 'build-test-world-template.ts');

async function runBuilder(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', BUILDER, ...args], {
    env: process.env,
    maxBuffer: 1024 * 1024,
  });
  return stdout;
}

export default async function setup(project: TestProject) {
  const template = JSON.parse(await runBuilder('create')) as TestWorldTemplate;
  project.provide('testWorldTemplate', template);
  return async () => {
    await runBuilder('remove', JSON.stringify(template));
  };
}
