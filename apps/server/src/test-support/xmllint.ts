/**
 * Checks XML files against an XML schema with xmllint (Debian package libxml2-utils), a validator
 * that owes nothing to the code that wrote them. A missing xmllint fails with the package to install;
 * it never skips.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The ISO 20022 pain.008.001.08 schema, kept in the repository so that a lone clone can validate. */
export const PAIN_008_001_08_SCHEMA = fileURLToPath(
  new URL('../../test-fixtures/iso20022/pain.008.001.08.xsd', import.meta.url),
);

export const XMLLINT_MISSING =
  'xmllint fehlt: bitte das Debian-Paket libxml2-utils installieren (apt-get install libxml2-utils).';

export type SchemaCheck = { isValid: boolean; output: string };

/** Validates each file; `output` is what xmllint said (the reasons when a file is not valid). */
export function validateWithXmllint(files: readonly string[], schemaFile: string): SchemaCheck {
  const result = spawnSync('xmllint', ['--noout', '--schema', schemaFile, ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(XMLLINT_MISSING);
  if (result.error) throw result.error;
  // xmllint exits 1 for a file it cannot read or parse, 3 or 4 for one that does not validate, and 5
  // when the schema itself is unusable: only the last is not an answer about the files.
  if (result.status === null || ![0, 1, 3, 4].includes(result.status)) {
    throw new Error(`xmllint failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return { isValid: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
