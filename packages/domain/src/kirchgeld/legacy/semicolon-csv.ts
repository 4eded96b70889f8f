/**
 * Semicolon-separated CSV as ContextK (and Excel with a German locale) writes it: fields may be
 * quoted with double quotes, a quote inside is doubled, and a quoted field may span lines. Every
 * record keeps the line number it starts on, so errors name the line a user sees in an editor.
 * Values are text and stay text: a cell like '=SUMME(A1)' is never evaluated, only stored.
 */

export type CsvRecord = { line: number; values: string[] };
export type CsvTable = { header: string[]; rows: CsvRecord[] };

export function parseSemicolonCsv(text: string): CsvTable {
  const records: CsvRecord[] = [];
  const content = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let field = '';
  let values: string[] = [];
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let fieldStarted = false;
  const endRecord = () => {
    values.push(field);
    if (values.length > 1 || values[0] !== '') records.push({ line: recordLine, values });
    values = [];
    field = '';
    fieldStarted = false;
  };
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index];
    if (quoted) {
      if (char === '"') {
        if (content[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ';') {
      values.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\r' && content[index + 1] === '\n') {
      // the \n ends the record
    } else if (char === '\n' || char === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || values.length > 0) endRecord();
  const [first, ...rows] = records;
  return { header: (first?.values ?? []).map((name) => name.trim()), rows };
}

/** A record as an object by the header's column names (missing cells empty, extra cells dropped). */
export function csvRowObject(header: readonly string[], record: CsvRecord): Record<string, string> {
  const row: Record<string, string> = {};
  header.forEach((name, index) => {
    if (name !== '') row[name] = (record.values[index] ?? '').trim();
  });
  return row;
}
