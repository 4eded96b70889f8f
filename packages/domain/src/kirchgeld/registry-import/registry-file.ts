/**
 * A whole registry file, checked (issue 18 "Registry imports"): the header first (a missing
 * required column fails the whole import), then every line; a line whose person_id came before is
 * refused, so that no person gets two versions from one file. The report names every broken line
 * by number; the rest goes in.
 */

import { type RegistryLine, readRegistryHeader, readRegistryLine } from './registry-lines';
import { REGISTRY_IMPORT_MESSAGES as M } from './registry-messages';

/** One record of the CSV: its line number in the file and its cells. */
export type RegistryRecord = { line: number; cells: readonly string[] };

export type RegistryLineError = { line: number; message: string };

export type RegistryFileReading =
  | { ok: false; message: string }
  | {
      ok: true;
      persons: RegistryLine[];
      errors: RegistryLineError[];
      warnings: string[];
      /** every person_id the file names, broken lines included: none of them has moved away */
      registryIds: Set<string>;
      /** data lines, broken ones included */
      inputLines: number;
      formulaValues: number;
    };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** `records` begins with the header; `brokenLines` are lines the CSV reader could not split. */
export function readRegistryFile(
  records: readonly RegistryRecord[],
  brokenLines: readonly number[] = [],
): RegistryFileReading {
  const [headerRecord, ...rest] = records;
  if (!headerRecord) return { ok: false, message: M.emptyFile };
  const headerResult = readRegistryHeader(headerRecord.cells);
  if (!headerResult.ok) return headerResult;
  const { header } = headerResult;
  const idColumn = header.columns.indexOf('person_id');

  const persons: RegistryLine[] = [];
  const errors: RegistryLineError[] = brokenLines.map((line) => ({
    line,
    message: M.line(line, M.brokenQuotes),
  }));
  const registryIds = new Set<string>();
  const firstLineOf = new Map<string, number>();
  let inputLines = brokenLines.length;
  let formulaValues = 0;
  for (const record of rest) {
    if (isBlank(record.cells)) continue;
    inputLines += 1;
    const mentioned = record.cells[idColumn]?.trim();
    if (mentioned) registryIds.add(mentioned);
    const result = readRegistryLine(header, record.line, record.cells);
    if (!result.ok) {
      for (const message of result.errors) errors.push({ line: record.line, message });
      continue;
    }
    const first = firstLineOf.get(result.person.registryId);
    if (first !== undefined) {
      errors.push({
        line: record.line,
        message: M.line(record.line, M.personIdDuplicate(result.person.registryId, first)),
      });
      continue;
    }
    firstLineOf.set(result.person.registryId, record.line);
    formulaValues += result.person.formulaValues;
    persons.push(result.person);
  }
  if (inputLines === 0) return { ok: false, message: M.noPersons };

  const warnings: string[] = [];
  if (header.unknownColumns.length > 0) warnings.push(M.unknownColumns(header.unknownColumns));
  if (formulaValues > 0) warnings.push(M.formulaValues(formulaValues));
  errors.sort((a, b) => a.line - b.line);
  return { ok: true, persons, errors, warnings, registryIds, inputLines, formulaValues };
}
