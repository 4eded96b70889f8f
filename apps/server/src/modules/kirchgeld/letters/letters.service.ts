/**
 * Church-tax letters (devices-income-kirchgeld.md §2 "Letter list", "Letter create", §4 "Letter", §5):
 * the list, one letter, creating one under the letter rules (type forcing, follow-ups, 'kein
 * Kirchgeld'), the recipient preview, 'mark as sent', the audit and a person's letters. Every use
 * case checks the tenant first; another tenant's letter is not found.
 */
import type {
  KgLetter,
  KgLetterAudit,
  KgLetterBody,
  KgLetterPage,
  KgLetterPatch,
  KgLetterPreview,
  KgLetterPreviewQuery,
  KgPersonLetterPage,
} from '@kollekta/contract';
import {
  canBeFollowUpType,
  decimalStringToCents,
  forcedDonationStatus,
  isKgLetterType,
  KG_DONATION_STATUSES,
  type KgDonationStatus,
  type KgLetterType,
  KG_LETTER_MESSAGES as M,
  parseGermanAmount,
  toBusinessDay,
  validateKgLetterDraft,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant, tenantUrl } from '../tenancy';
import { loadLetterGroups } from './letter-recipients.repository';
import { audienceOf, readIdOrUrl, readLetterSettings } from './letter-settings';
import { letterUrl, toLetterResponse, toPersonLetterResponse } from './letters.mapper';
import {
  findBankAccount,
  findLetter,
  insertLetter,
  insertLetterEvent,
  type LetterRow,
  listLetterEvents,
  listLetters,
  listPersonLetters,
  lockLetter,
} from './letters.repository';

type Caller = Pick<AuthenticatedCaller, 'userId' | 'isSuperuser' | 'grants'>;

const MAX_SUGGESTED_CENTS = 99_999_999;
const PREVIEW_SIZE = 10;
const AUDIT_LABELS = { finalized: 'Brief abgeschlossen', sent: 'Brief versendet' } as const;

const invalid = (fieldErrors: Record<string, string[]>) =>
  new DomainError('validation', Object.values(fieldErrors)[0]?.[0], { fieldErrors });

export async function requireLetter(
  db: Kysely<Database>,
  tenantId: number,
  letterId: number,
): Promise<LetterRow> {
  const row = await findLetter(db, tenantId, letterId);
  if (!row) throw new DomainError('not_found', M.notFound);
  return row;
}

export async function listTenantLetters(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  query: {
    search?: string | undefined;
    state?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
  apiBase: string,
): Promise<KgLetterPage> {
  const tenant = await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const state =
    query.state === 'created' || query.state === 'finalized' || query.state === 'sent' ? query.state : null;
  const search = query.search?.trim() || null;
  const { count, rows } = await listLetters(context.db, {
    tenantId: tenant.id,
    search,
    state,
    limit,
    offset,
  });
  const base = tenantUrl(apiBase, tenant.id);
  const link = (at: number) => {
    const params = new URLSearchParams({ limit: String(limit), offset: String(at) });
    if (search) params.set('search', search);
    if (state) params.set('state', state);
    return `${base}letter/?${params.toString()}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((row) => toLetterResponse(row, base)),
  };
}

export async function getTenantLetter(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
  apiBase: string,
): Promise<KgLetter> {
  const tenant = await requireTenant(context, caller, tenantId);
  return toLetterResponse(
    await requireLetter(context.db, tenant.id, letterId),
    tenantUrl(apiBase, tenant.id),
  );
}

type DraftInput = {
  filter: string | number | null | undefined;
  type: string | null | undefined;
  donationStatus: string | null | undefined;
  donationYear: unknown;
  action: string | null | undefined;
  originalLetter: string | number | null | undefined;
};

/** The target group and original letter a draft names, checked against the tenant. */
async function resolveDraftReferences(db: Kysely<Database>, tenantId: number, input: DraftInput) {
  const errors: Record<string, string[]> = {};
  const filterId = readIdOrUrl(input.filter, 'filter');
  let hasTargetGroup = filterId !== null;
  if (filterId !== null) {
    const group = await db
      .selectFrom('kg_filter')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', filterId)
      .executeTakeFirst();
    if (!group) {
      errors.filter = [M.filterNotFound];
      hasTargetGroup = true;
    }
  }
  const action: 'followUp' | 'duplicate' | null =
    input.action === 'followUp' || input.action === 'duplicate' ? input.action : null;
  let originalLetterId: number | null = null;
  if (action) {
    originalLetterId = readIdOrUrl(input.originalLetter, 'letter');
    const original = originalLetterId === null ? undefined : await findLetter(db, tenantId, originalLetterId);
    if (originalLetterId === null) errors.original_letter = [M.originalLetterRequired];
    else if (!original) errors.original_letter = [M.originalLetterNotFound];
    else if (action === 'followUp' && original.state === 'created')
      errors.original_letter = [M.originalLetterNotFinalized];
  }
  return { filterId, hasTargetGroup, action, originalLetterId, errors };
}

function readDonationStatus(type: KgLetterType | null, given: string | null | undefined): KgDonationStatus {
  if (given && (KG_DONATION_STATUSES as readonly string[]).includes(given)) return given as KgDonationStatus;
  return (type && forcedDonationStatus(type)) || 'unimportant';
}

function readSuggestedAmount(value: string | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return null;
  const cents = /,/.test(value) ? parseGermanAmount(value) : decimalStringToCents(value);
  if (cents === null || cents <= 0 || cents > MAX_SUGGESTED_CENTS) return 'invalid';
  return cents;
}

export async function createTenantLetter(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  body: KgLetterBody,
  apiBase: string,
  options: { at?: Date } = {},
): Promise<KgLetter> {
  const tenant = await requireTenant(context, caller, tenantId);
  const now = options.at ?? context.clock.now();
  const currentYear = Number(toBusinessDay(context.clock.now()).slice(0, 4));
  const type = isKgLetterType(body.type) ? body.type : null;
  const references = await resolveDraftReferences(context.db, tenant.id, {
    filter: body.filter,
    type: body.type,
    donationStatus: body.additional_filter?.donation_status,
    donationYear: body.additional_filter?.donation_year,
    action: body.action,
    originalLetter: body.original_letter,
  });
  const donationStatus = readDonationStatus(type, body.additional_filter?.donation_status);
  const donationYear = Number(body.additional_filter?.donation_year ?? 0);
  const letterOptions = body.options ?? {};
  const errors = validateKgLetterDraft(
    {
      name: body.name ?? '',
      type,
      hasTargetGroup: references.hasTargetGroup,
      donationStatus,
      donationYear,
      currentYearForPayments: letterOptions.current_year_for_payments === true,
      noChurchTax: body.no_church_tax === true,
      specialPurpose: body.special_purpose ?? null,
      isFollowUp: references.action === 'followUp',
    },
    currentYear,
  );
  for (const [field, messages] of Object.entries(references.errors))
    errors[field] = [...(errors[field] ?? []), ...messages];
  const suggested = readSuggestedAmount(letterOptions.suggested_amount);
  if (suggested === 'invalid') errors.options = [M.suggestedAmount];
  const bankAccountId = readIdOrUrl(letterOptions.bank_account, 'bank_account');
  if (letterOptions.bank_account != null && letterOptions.bank_account !== '') {
    const account =
      bankAccountId === null ? undefined : await findBankAccount(context.db, tenant.id, bankAccountId);
    if (!account) errors.options = [...(errors.options ?? []), M.bankAccountNotFound];
  }
  if (Object.keys(errors).length > 0 || !type || references.filterId === null) throw invalid(errors);

  const letterId = await context.db.transaction().execute(async (trx) => {
    const id = await insertLetter(trx, {
      tenantId: tenant.id,
      name: (body.name ?? '').trim(),
      type,
      filterId: references.filterId as number,
      additionalFilter: { donation_status: donationStatus, donation_year: donationYear },
      options: {
        separate_relation_ehe: letterOptions.separate_relation_ehe === true,
        current_year_for_payments: letterOptions.current_year_for_payments === true,
        use_last_known_address: letterOptions.use_last_known_address === true,
      },
      noChurchTax: body.no_church_tax === true,
      specialPurpose: body.no_church_tax === true ? (body.special_purpose?.trim() ?? null) : null,
      suggestedAmountCents: suggested === 'invalid' ? null : suggested,
      bankAccountId,
      action: references.action,
      originalLetterId: references.originalLetterId,
      createdAt: now,
      createdBy: caller.userId,
    });
    await appendAudit(trx, {
      actorUserId: caller.userId,
      action: 'kirchgeld.letter.created',
      objectType: 'kg_letter',
      objectId: id,
      data: { tenant_id: tenant.id, name: body.name, type, filter_id: references.filterId },
      at: now,
    });
    return id;
  });
  return toLetterResponse(
    await requireLetter(context.db, tenant.id, letterId),
    tenantUrl(apiBase, tenant.id),
  );
}

export async function updateTenantLetter(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
  body: KgLetterPatch,
  apiBase: string,
): Promise<KgLetter> {
  const tenant = await requireTenant(context, caller, tenantId);
  await applyLetterPatch(
    context.db,
    { tenantId: tenant.id, letterId, userId: caller.userId, now: context.clock.now() },
    body,
  );
  return toLetterResponse(
    await requireLetter(context.db, tenant.id, letterId),
    tenantUrl(apiBase, tenant.id),
  );
}

/**
 * A change of a letter of a checked tenant: renaming a new letter, or 'mark as sent' of a finalised
 * one (today's date, audited); anything else of a finalised letter is a conflict.
 */
export async function applyLetterPatch(
  db: Kysely<Database>,
  change: { tenantId: number; letterId: number; userId: number | null; now: Date },
  body: KgLetterPatch,
): Promise<void> {
  const { tenantId, now } = change;
  await db.transaction().execute(async (trx) => {
    const letter = await lockLetter(trx, tenantId, change.letterId);
    if (!letter) throw new DomainError('not_found', M.notFound);
    const { state, name, ...others } = body;
    const isRename = name !== undefined && name.trim() !== letter.name;
    const isOtherChange = Object.keys(others).length > 0;
    if (letter.state !== 'created' && (isRename || isOtherChange))
      throw new DomainError('conflict', M.finalizedUnchangeable);
    if (isOtherChange)
      throw invalid(
        Object.fromEntries(
          Object.keys(others).map((key) => [key, ['Dieses Feld kann nicht geändert werden.']]),
        ),
      );
    if (state !== undefined && state !== letter.state) {
      if (state !== 'sent') throw new DomainError('conflict', M.onlySentAllowed);
      if (letter.state !== 'finalized') throw new DomainError('conflict', M.sentNeedsFinalized);
      await trx
        .updateTable('kg_letter')
        .set({ state: 'sent', sent_on: toBusinessDay(now) })
        .where('id', '=', letter.id)
        .execute();
      await insertLetterEvent(trx, {
        tenantId,
        letterId: letter.id,
        action: 'sent',
        userId: change.userId,
        at: now,
      });
      await appendAudit(trx, {
        actorUserId: change.userId,
        action: 'kirchgeld.letter.sent',
        objectType: 'kg_letter',
        objectId: letter.id,
        data: { tenant_id: tenantId, sent_on: toBusinessDay(now) },
        at: now,
      });
    }
    if (isRename) {
      const trimmed = (name ?? '').trim();
      if (trimmed === '') throw invalid({ name: [M.nameRequired] });
      await trx.updateTable('kg_letter').set({ name: trimmed }).where('id', '=', letter.id).execute();
    }
  });
}

export async function listTenantLetterAudit(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
): Promise<KgLetterAudit> {
  const tenant = await requireTenant(context, caller, tenantId);
  const letter = await requireLetter(context.db, tenant.id, letterId);
  const events = await listLetterEvents(context.db, letter.id);
  return {
    count: events.length,
    next: null,
    previous: null,
    results: events.map((event) => ({
      action: event.action,
      action_label: AUDIT_LABELS[event.action],
      created_at: new Date(event.created_at).toISOString(),
      user: event.user_name?.trim() || event.username || 'System',
    })),
  };
}

export async function listTenantPersonLetters(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  personId: string,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<KgPersonLetterPage> {
  const tenant = await requireTenant(context, caller, tenantId);
  const person = await context.db
    .selectFrom('kg_person')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) throw new DomainError('not_found', 'Diese Person gibt es nicht.');
  const limit = query.limit ?? 1000;
  const offset = query.offset ?? 0;
  const { count, rows } = await listPersonLetters(context.db, tenant.id, personId, { limit, offset });
  const base = tenantUrl(apiBase, tenant.id);
  const link = (at: number) => `${base}person/${personId}/letters/?limit=${limit}&offset=${at}`;
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((row) => toPersonLetterResponse(row, base)),
  };
}

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** The stepper's preview: how many persons and letters, and the first addresses. */
export async function previewTenantLetter(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  query: KgLetterPreviewQuery,
): Promise<KgLetterPreview> {
  const tenant = await requireTenant(context, caller, tenantId);
  const type = isKgLetterType(query.type) ? query.type : 'donation';
  const references = await resolveDraftReferences(context.db, tenant.id, {
    filter: query.filter,
    type,
    donationStatus: query.donation_status,
    donationYear: query.donation_year,
    action: query.action,
    originalLetter: query.original_letter,
  });
  if (references.filterId === null) throw invalid({ filter: [M.filterRequired] });
  if (Object.keys(references.errors).length > 0) throw invalid(references.errors);
  const now = context.clock.now();
  const today = toBusinessDay(now);
  const donationYear = Number(query.donation_year ?? 0);
  if (!Number.isInteger(donationYear) || donationYear < 0 || donationYear > Number(today.slice(0, 4)))
    throw invalid({ additional_filter: [M.donationYearRange(Number(today.slice(0, 4)))] });
  const settings = readLetterSettings({
    type,
    additional_filter: {
      donation_status: readDonationStatus(type, query.donation_status),
      donation_year: donationYear,
    },
    options: {
      separate_relation_ehe: isTrue(query.separate_relation_ehe),
      current_year_for_payments: isTrue(query.current_year_for_payments),
      use_last_known_address: isTrue(query.use_last_known_address),
    },
  });
  const audience = audienceOf(
    settings,
    {
      tenantId: tenant.id,
      filterId: references.filterId,
      originalLetterId: references.originalLetterId,
      isFollowUp: references.action === 'followUp' && canBeFollowUpType(type),
    },
    today,
    now,
  );
  const { groups, skipped } = await loadLetterGroups(context.db, audience);
  const persons = groups.reduce((sum, group) => sum + (group.partnerPersonId ? 2 : 1), 0);
  return {
    person_count: persons + skipped,
    letter_count: groups.length,
    skipped_count: skipped,
    results: groups.slice(0, PREVIEW_SIZE).map((group) => ({
      salutation: group.address.salutation,
      lines: group.address.lines,
    })),
  };
}

export { letterUrl };
