/** Helpers of the legacy tests and route probes: the README's sample export and multipart bodies. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const SAMPLE_DIRECTORY = fileURLToPath(
  new URL('../../../../../../docs/kirchgeld/contextk-beispiel/', import.meta.url),
);

/** The sample export of docs/kirchgeld/contextk-beispiel (UTF-8 texts by file name). */
export function sampleContextKFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(SAMPLE_DIRECTORY))
    if (name.endsWith('.csv')) files[name] = fs.readFileSync(`${SAMPLE_DIRECTORY}${name}`, 'utf8');
  return files;
}

/** A multipart form with one file in the field `file`. */
export function fileMultipart(fileName: string, content: Buffer, type = 'application/zip') {
  const boundary = `----kollekta${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
