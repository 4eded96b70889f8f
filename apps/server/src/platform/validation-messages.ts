/**
 * What a user reads when a request does not fit the contract. zod's own German locale speaks to
 * developers ('Ungültige Eingabe: erwartet Zahl, erhalten NaN'); these say per field what is wanted.
 * A schema's own message (`error: '…'`) still wins over these.
 */
import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

const TYPE_TEXTS: Record<string, string> = {
  number: 'Bitte eine Zahl angeben.',
  int: 'Bitte eine ganze Zahl angeben.',
  bigint: 'Bitte eine ganze Zahl angeben.',
  string: 'Bitte einen Text angeben.',
  boolean: 'Bitte true oder false angeben.',
  array: 'Bitte eine Liste angeben.',
  object: 'Bitte ein Objekt angeben.',
  record: 'Bitte ein Objekt angeben.',
};

const FORMAT_TEXTS: Record<string, string> = {
  date: 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.',
  datetime: 'Bitte einen gültigen Zeitpunkt angeben (z. B. 2026-11-20T10:00:00+01:00).',
  time: 'Bitte eine gültige Uhrzeit angeben.',
  email: 'Bitte eine gültige E-Mail-Adresse angeben.',
  url: 'Bitte eine gültige Adresse (URL) angeben.',
  uuid: 'Bitte eine gültige Kennung angeben.',
};

const INVALID = 'Dieser Wert ist ungültig.';
const REQUIRED = 'Dieses Feld ist erforderlich.';

function sizeUnit(origin: string | undefined, count: number): string | null {
  if (origin === 'string') return 'Zeichen';
  if (origin === 'array' || origin === 'set') return count === 1 ? 'Eintrag' : 'Einträge';
  if (origin === 'file') return 'Bytes';
  return null;
}

function formatNumber(value: number | bigint): string {
  return new Intl.NumberFormat('de-DE').format(value);
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 12).map((value) => String(value));
  return `${shown.join(', ')}${values.length > shown.length ? ', …' : ''}`;
}

export function germanValidationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return REQUIRED;
      if (issue.input === null) return 'Dieses Feld darf nicht leer sein.';
      return TYPE_TEXTS[issue.expected] ?? INVALID;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Erlaubt ist nur ${listValues(issue.values)}.`
        : `Bitte einen dieser Werte wählen: ${listValues(issue.values)}.`;
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (!Number.isFinite(maximum) || maximum >= Number.MAX_SAFE_INTEGER) return 'Diese Zahl ist zu groß.';
      const unit = sizeUnit(issue.origin, maximum);
      if (unit) return `Höchstens ${formatNumber(maximum)} ${unit}.`;
      return issue.inclusive
        ? `Höchstens ${formatNumber(maximum)} ist erlaubt.`
        : `Der Wert muss kleiner als ${formatNumber(maximum)} sein.`;
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum === 1) return 'Dieses Feld darf nicht leer sein.';
      if ((issue.origin === 'array' || issue.origin === 'set') && minimum === 1)
        return 'Bitte mindestens einen Eintrag angeben.';
      if (!Number.isFinite(minimum) || minimum <= Number.MIN_SAFE_INTEGER) return 'Diese Zahl ist zu klein.';
      const unit = sizeUnit(issue.origin, minimum);
      if (unit) return `Mindestens ${formatNumber(minimum)} ${unit}.`;
      return issue.inclusive
        ? `Mindestens ${formatNumber(minimum)} ist erlaubt.`
        : `Der Wert muss größer als ${formatNumber(minimum)} sein.`;
    }
    case 'invalid_format':
      return FORMAT_TEXTS[issue.format] ?? 'Das Format dieses Werts ist ungültig.';
    case 'not_multiple_of':
      return `Bitte ein Vielfaches von ${formatNumber(Number(issue.divisor))} angeben.`;
    case 'unrecognized_keys':
      return `Unbekannte Angabe: ${listValues(issue.keys)}.`;
    default:
      return INVALID;
  }
}

/** Installs the messages for every zod schema of the process (the server validates with the contract's). */
export function installGermanValidationMessages(): void {
  z.config({ localeError: germanValidationMessage });
}
