/**
 * `configuration/static/` of the church-tax API (devices-income-kirchgeld.md §3 "Static enums", §7):
 * the enums with their German labels, and the server's build.
 */
import type { KgEnumEntry, KgStaticConfiguration } from '@kollekta/contract';
import {
  KG_DATA_IMPORT_STATE_LABELS,
  KG_GESCHLECHT_LABELS,
  KG_LETTER_TYPE_LABELS,
  KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS,
  KG_PAYMENT_TYPE_LABELS,
  KG_PERSON_TYPE_LABELS,
  KG_RELATION_TYPE_LABELS,
  KG_SPERRE_LABELS,
} from '@kollekta/domain';

/** when this server started: the build date where the build does not name one (BUILD_DATE) */
const STARTED_AT = new Date().toISOString();

const entries = (labels: Record<string, string>): KgEnumEntry[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export function readStaticConfiguration(version: string): KgStaticConfiguration {
  return {
    enums: {
      PersonType: entries(KG_PERSON_TYPE_LABELS),
      ManualEntryPaymentType: entries(KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS),
      RelationType: entries(KG_RELATION_TYPE_LABELS),
      LetterType: entries(KG_LETTER_TYPE_LABELS),
      Sperre: entries(KG_SPERRE_LABELS),
      DataImportState: entries(KG_DATA_IMPORT_STATE_LABELS),
      Geschlecht: entries(KG_GESCHLECHT_LABELS),
      PaymentType: entries(KG_PAYMENT_TYPE_LABELS),
    },
    version: { build_date: process.env.BUILD_DATE || STARTED_AT, build_id: process.env.BUILD_ID || version },
  };
}
