/**
 * Finalising a letter (devices-income-kirchgeld.md §4 "Letter": created → finalized, a background task
 * with the states started, preparing, completing, finished). The job works out the letter's
 * recipients (target group, donation status, couples) and freezes them in batches; each batch is one
 * transaction that also moves the task's progress, so after `kill -9` the retried job goes on after
 * the last committed batch. A group whose persons are already frozen is skipped, and the unique keys
 * (letter, person) and (letter, sequence) refuse anything twice. The last transaction marks the
 * letter finalised, records who did it and finishes the task: afterwards nothing changes.
 */
import { formatLetterReference, type KgLetterGroup, toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import { defineJobKind, type JobQueue } from '../../../platform/jobs';
import { appendAudit } from '../../audit';
import { updateKgTask } from '../tasks';
import { loadLetterGroups } from './letter-recipients.repository';
import { audienceOf, readLetterSettings } from './letter-settings';
import { insertLetterEvent, lockLetter } from './letters.repository';

export type LetterFinalizeData = {
  organizationId: number;
  letterId: number;
  taskId: string;
  userId: number | null;
};

export const LETTER_FINALIZE_JOB = defineJobKind<LetterFinalizeData>('kirchgeld.letter-finalize', {
  retryLimit: 5,
  retryDelaySeconds: 5,
  // 50,000 letters take well under a minute; an attempt whose process died comes back after this
  expireInSeconds: 600,
});

export const LETTER_FINALIZE_BATCH = 1000;
export const LETTER_FINALIZE_KIND = 'letter.finalize';

export type LetterFinalizeOptions = {
  batchSize?: number;
  /** after each committed batch (the crash test pauses here) */
  afterBatch?: (done: number, total: number) => Promise<void>;
};

type FinalizeContext = Pick<AppContext, 'db' | 'clock'>;

/** Runs (or resumes) the finalising; answers the number of letters frozen. */
export async function runLetterFinalize(
  context: FinalizeContext,
  data: LetterFinalizeData,
  options: LetterFinalizeOptions = {},
): Promise<number> {
  const { organizationId: tenantId, letterId, taskId } = data;
  const letter = await context.db
    .selectFrom('kg_letter')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', letterId)
    .executeTakeFirst();
  if (!letter) throw new DomainError('not_found', 'Diesen Brief gibt es nicht (mehr).');
  if (letter.state !== 'created') return Number(letter.recipient_count ?? 0);

  await updateKgTask(context.db, taskId, { state: 'started' });
  const now = context.clock.now();
  const audience = audienceOf(
    readLetterSettings(letter),
    {
      tenantId,
      filterId: letter.filter_id,
      originalLetterId: letter.original_letter_id,
      isFollowUp: letter.action === 'followUp',
    },
    toBusinessDay(now),
    now,
  );
  const { groups } = await loadLetterGroups(context.db, audience);
  const frozen = await frozenPersons(context, letterId);
  const remaining = groups.filter(
    (group) =>
      !frozen.persons.has(group.personId) &&
      !(group.partnerPersonId && frozen.persons.has(group.partnerPersonId)),
  );
  const total = frozen.count + remaining.length;
  await updateKgTask(context.db, taskId, { state: 'preparing', totalCount: total, doneCount: frozen.count });

  const batchSize = options.batchSize ?? LETTER_FINALIZE_BATCH;
  const cents = letter.suggested_amount_cents === null ? null : Number(letter.suggested_amount_cents);
  let done = frozen.count;
  for (let start = 0; start < remaining.length; start += batchSize) {
    done = await context.db.transaction().execute(async (trx) => {
      const locked = await lockLetter(trx, tenantId, letterId);
      if (locked?.state !== 'created') return done;
      const batch = await withoutFrozen(trx, letterId, remaining.slice(start, start + batchSize));
      const last = await trx
        .selectFrom('kg_letter_recipient')
        .select((eb) => [eb.fn.max('sequence').as('sequence'), eb.fn.countAll().as('count')])
        .where('letter_id', '=', letterId)
        .executeTakeFirst();
      let sequence = Number(last?.sequence ?? 0);
      if (batch.length > 0)
        await trx
          .insertInto('kg_letter_recipient')
          .values(
            batch.map((group) => {
              sequence += 1;
              return {
                tenant_id: tenantId,
                letter_id: letterId,
                sequence,
                reference: formatLetterReference(letterId, sequence),
                person_id: group.personId,
                partner_person_id: group.partnerPersonId,
                address: JSON.stringify(group.address),
                suggested_amount_cents: cents,
              };
            }),
          )
          .execute();
      const count = Number(last?.count ?? 0) + batch.length;
      await updateKgTask(trx, taskId, { doneCount: count });
      return count;
    });
    await options.afterBatch?.(done, total);
  }

  await context.db.transaction().execute(async (trx) => {
    const locked = await lockLetter(trx, tenantId, letterId);
    if (locked?.state !== 'created') return;
    await updateKgTask(trx, taskId, { state: 'completing' });
    const counted = await trx
      .selectFrom('kg_letter_recipient')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('letter_id', '=', letterId)
      .executeTakeFirst();
    const recipientCount = Number(counted?.count ?? 0);
    const finishedAt = context.clock.now();
    await trx
      .updateTable('kg_letter')
      .set({ state: 'finalized', finalized_at: finishedAt, recipient_count: recipientCount })
      .where('id', '=', letterId)
      .execute();
    await insertLetterEvent(trx, {
      tenantId,
      letterId,
      action: 'finalized',
      userId: data.userId,
      at: finishedAt,
    });
    await appendAudit(trx, {
      actorUserId: data.userId,
      action: 'kirchgeld.letter.finalized',
      objectType: 'kg_letter',
      objectId: letterId,
      data: { tenant_id: tenantId, recipient_count: recipientCount },
      at: finishedAt,
    });
    await updateKgTask(trx, taskId, {
      state: 'finished',
      doneCount: recipientCount,
      totalCount: recipientCount,
      result: { letter_id: letterId, recipient_count: recipientCount },
    });
    done = recipientCount;
  });
  return done;
}

async function frozenPersons(context: FinalizeContext, letterId: number) {
  const rows = await context.db
    .selectFrom('kg_letter_recipient')
    .select(['person_id', 'partner_person_id'])
    .where('letter_id', '=', letterId)
    .execute();
  const persons = new Set<string>();
  for (const row of rows) {
    persons.add(row.person_id);
    if (row.partner_person_id) persons.add(row.partner_person_id);
  }
  return { persons, count: rows.length };
}

/** The groups of a batch none of whose persons another attempt has frozen meanwhile. */
async function withoutFrozen(db: FinalizeContext['db'], letterId: number, groups: KgLetterGroup[]) {
  if (groups.length === 0) return groups;
  const ids = groups.flatMap((group) =>
    group.partnerPersonId ? [group.personId, group.partnerPersonId] : [group.personId],
  );
  const taken = await db
    .selectFrom('kg_letter_recipient')
    .select(['person_id', 'partner_person_id'])
    .where('letter_id', '=', letterId)
    .where((eb) => eb.or([eb('person_id', 'in', ids), eb('partner_person_id', 'in', ids)]))
    .execute();
  if (taken.length === 0) return groups;
  const takenIds = new Set(taken.flatMap((row) => [row.person_id, row.partner_person_id]));
  return groups.filter(
    (group) =>
      !takenIds.has(group.personId) && !(group.partnerPersonId && takenIds.has(group.partnerPersonId)),
  );
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureLetterFinalizeJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(LETTER_FINALIZE_JOB, async (job) => {
      try {
        await runLetterFinalize(context, job.data);
      } catch (error) {
        // the last attempt tells the user; earlier ones are retried and go on where they stopped
        if (error instanceof DomainError || job.attempt >= LETTER_FINALIZE_JOB.options.retryLimit)
          await updateKgTask(context.db, job.data.taskId, {
            state: 'failed',
            result: {
              message: error instanceof DomainError ? error.message : 'Das Abschließen ist fehlgeschlagen.',
            },
          });
        throw error;
      }
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}
