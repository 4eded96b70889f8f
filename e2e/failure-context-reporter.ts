/**
 * Prints what the page showed when a test failed (the accessibility snapshot in Playwright's error
 * context) into the log. A CI run keeps nothing but its log, and a failure that happens only under
 * full load cannot be understood from the assertion alone.
 */
import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_CHARACTERS = 6000;

/** The page snapshot of an error context: its YAML block, without the instructions and the source. */
function pageSnapshotOf(errorContext: string): string | null {
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1];
  if (!snapshot) return null;
  return snapshot.length > MAX_CHARACTERS ? `${snapshot.slice(0, MAX_CHARACTERS)}… (cut)\n` : snapshot;
}

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path || !fs.existsSync(attachment.path))
        continue;
      const snapshot = pageSnapshotOf(fs.readFileSync(attachment.path, 'utf8'));
      const shown = snapshot ?? '(no page was open)\n';
      process.stdout.write(
        `\n── the page when “${test.title}” failed (${attemptOf(result)}) ──\n${shown}── end ──\n`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

function attemptOf(result: TestResult): string {
  return `attempt ${result.retry + 1}, after ${(result.duration / 1000).toFixed(1)} s`;
}
