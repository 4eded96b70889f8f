/**
 * What a registry import stores in `kg_data_import.processing_state` while and after it runs: the
 * spec's duration, input_lines and married, the counts of what changed, the broken lines, and where
 * a retried job goes on (`next_index`, written in the same transaction as each batch).
 */
import type { KgDataImportProcessingState } from '@kollekta/contract';

/** Broken lines kept in the report; the count says how many there were in all. */
export const MAX_REPORTED_ERRORS = 200;

export type StoredProcessingState = Omit<KgDataImportProcessingState, 'duration'> & {
  duration: number | null;
  /** ISO time the first attempt started */
  started_at: string | null;
  /** index of the next person of the file to process (all before it are committed) */
  next_index: number;
};

export function emptyProcessingState(): StoredProcessingState {
  return {
    duration: null,
    input_lines: 0,
    married: 0,
    created: 0,
    changed: 0,
    unchanged: 0,
    ended: 0,
    errors: [],
    error_count: 0,
    warnings: [],
    progress: { done: 0, total: 0 },
    detail: null,
    started_at: null,
    next_index: 0,
  };
}

/** The stored JSON, with defaults for what an older or a pending import lacks. */
export function readProcessingState(value: unknown): StoredProcessingState {
  const stored = value && typeof value === 'object' ? (value as Partial<StoredProcessingState>) : {};
  return { ...emptyProcessingState(), ...stored };
}

/** The API's view: the running duration while it runs, the final one after. */
export function toProcessingStateResponse(
  stored: StoredProcessingState,
  now: Date,
  isRunning: boolean,
): KgDataImportProcessingState {
  const duration =
    isRunning && stored.started_at
      ? Math.max(0, Math.round((now.getTime() - Date.parse(stored.started_at)) / 100) / 10)
      : stored.duration;
  return {
    duration,
    input_lines: stored.input_lines,
    married: stored.married,
    created: stored.created,
    changed: stored.changed,
    unchanged: stored.unchanged,
    ended: stored.ended,
    errors: stored.errors,
    error_count: stored.error_count,
    warnings: stored.warnings,
    progress: stored.progress,
    detail: stored.detail,
  };
}
