/**
 * Church-tax API: legacy data of ContextK, the parish's former church-tax program
 * (devices-income-kirchgeld.md §2 "Legacy import", §3 "Legacy record", §5 "Legacy adoption", §7
 * `{tenant}legacy/contextk/…`). The export (a ZIP of semicolon-separated CSV files, README
 * "Kirchgeld: Altdaten-Import aus ContextK") is uploaded and read by a job; its records are listed by
 * postcode and booking year and adopted as a new person or onto an existing inactive individual,
 * their bookings becoming payments of type ContextKPayment.
 */
import { z } from 'zod';
import { defineRoute } from '../route';
import { kgTenantIdParams, kgTenantParams, kgUuid } from './common';

export const kgContextKImportState = z.enum(['pending', 'running', 'finished', 'failed']);

export const kgContextKImport = z.object({
  id: z.number().int(),
  url: z.string(),
  kind: z.literal('contextk'),
  state: kgContextKImportState,
  file_name: z.string(),
  encoding: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  processing_state: z.object({
    /** addresses written so far, of `total` */
    done: z.number().int().optional(),
    total: z.number().int().optional(),
    records: z.number().int().optional(),
    bookings: z.number().int().optional(),
    /** seconds */
    duration: z.number().optional(),
    /** broken lines, by file and line number (German) */
    errors: z.array(z.string()).optional(),
    /** why the import failed (German) */
    message: z.string().optional(),
  }),
});
export type KgContextKImport = z.infer<typeof kgContextKImport>;

export const kgContextKImportList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(kgContextKImport),
});

export const kgLegacyBooking = z.object({
  /** YYYY-MM-DD */
  booking_date: z.string(),
  /** decimal string, e.g. '12.50' */
  amount: z.string(),
  purpose: z.string(),
  payment_method: z.string(),
  /** the church-tax year it counts for */
  year: z.number().int(),
});
export type KgLegacyBooking = z.infer<typeof kgLegacyBooking>;

export const kgLegacyRecord = z.object({
  ID: z.number().int(),
  url: z.string(),
  AdrID: z.string(),
  raw_data: z.record(z.string(), z.unknown()),
  buchungen: z.array(kgLegacyBooking),
  zielgruppen: z.array(z.record(z.string(), z.unknown())),
  aktionen: z.array(z.record(z.string(), z.unknown())),
  segmente: z.array(z.record(z.string(), z.unknown())),
  plz: z.string().nullable(),
  /** the adopted person's url, null while not adopted */
  person: z.string().nullable(),
  person_id: z.string().nullable(),
  adopted_at: z.string().nullable(),
});
export type KgLegacyRecord = z.infer<typeof kgLegacyRecord>;

export const kgLegacyRecordList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(kgLegacyRecord),
});
export type KgLegacyRecordList = z.infer<typeof kgLegacyRecordList>;

const YEAR_MESSAGE = 'Bitte ein Jahr zwischen 1900 und 2100 angeben.';
const year = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int({ error: YEAR_MESSAGE })
  .min(1900, { error: YEAR_MESSAGE })
  .max(2100, { error: YEAR_MESSAGE });

export const kgLegacyRecordQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /** repeatable: records with a booking in any of these years */
  buchung_year: z
    .preprocess(
      // repeated (?buchung_year=2021&buchung_year=2022) or comma-separated (2021,2022)
      (value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value),
      z.array(year).max(20),
    )
    .optional(),
  address_plz: z.string().trim().max(10).optional(),
});

const PERSON_TYPE_MESSAGE = 'Bitte Person oder Firma wählen.';

/** either `person` (assign to an existing inactive individual) or `type` and `is_active` (a new person) */
export const kgLegacyAdoptionBody = z.object({
  person: kgUuid.optional(),
  is_active: z.boolean().optional(),
  type: z.enum(['individual', 'company'], { error: PERSON_TYPE_MESSAGE }).optional(),
});
export type KgLegacyAdoptionBody = z.input<typeof kgLegacyAdoptionBody>;

export const kgLegacyRoutes = {
  kgUploadContextKImport: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/legacy/contextk/import/',
    summary:
      "Uploads ContextK's export (multipart: file, a ZIP of CSV files); a job reads it into legacy records",
    auth: true,
    params: kgTenantParams,
    status: 201,
    response: kgContextKImport,
  }),
  kgListContextKImports: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/legacy/contextk/import/',
    summary: "The tenant's ContextK imports, newest first",
    auth: true,
    params: kgTenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    status: 200,
    response: kgContextKImportList,
  }),
  kgGetContextKImport: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/legacy/contextk/import/:id/',
    summary: 'A ContextK import with its state and progress',
    auth: true,
    params: kgTenantIdParams,
    status: 200,
    response: kgContextKImport,
  }),
  kgListLegacyRecords: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/legacy/contextk/stammdaten/',
    summary: 'Legacy records of ContextK, filtered by postcode and booking years, paged',
    auth: true,
    params: kgTenantParams,
    query: kgLegacyRecordQuery,
    status: 200,
    response: kgLegacyRecordList,
  }),
  kgListLegacyPostcodes: defineRoute({
    method: 'GET',
    api: 'kirchgeld',
    path: 'tenant/:tenant/legacy/contextk/stammdaten/plz/',
    summary: 'The distinct postcodes of the legacy records',
    auth: true,
    params: kgTenantParams,
    status: 200,
    response: z.array(z.string()),
  }),
  kgAdoptLegacyRecord: defineRoute({
    method: 'POST',
    api: 'kirchgeld',
    path: 'tenant/:tenant/legacy/contextk/stammdaten/:id/import_person/',
    summary:
      'Adopts a legacy record: as a new person (type, is_active) or onto an existing inactive individual (person); its bookings become ContextKPayments',
    auth: true,
    params: kgTenantIdParams,
    body: kgLegacyAdoptionBody,
    status: 200,
    response: kgLegacyRecord,
  }),
} as const;
