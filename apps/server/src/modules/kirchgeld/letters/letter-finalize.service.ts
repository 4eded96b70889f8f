/**
 * `POST {letterUrl}finalize/?background=1`: starts finalising a new letter and answers its task. The
 * letter row is locked while the task and the job are made, so of two requests at once one starts
 * the job and the other is refused (409): one job per letter. A task that failed may be started again;
 * the job goes on from what was frozen.
 */
import { KG_LETTER_MESSAGES as M, toBusinessDay } from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { createKgTask, findKgTask } from '../tasks';
import { requireTenant } from '../tenancy';
import {
  ensureLetterFinalizeJobs,
  LETTER_FINALIZE_JOB,
  LETTER_FINALIZE_KIND,
  type LetterFinalizeData,
  runLetterFinalize,
} from './letter-finalize.jobs';
import { countLetterPersons } from './letter-recipients.repository';
import { audienceOf, readLetterSettings } from './letter-settings';
import { lockLetter } from './letters.repository';

type Caller = Pick<AuthenticatedCaller, 'userId' | 'isSuperuser' | 'grants'>;

/** Checks the locked letter may be finalised now and makes its task; answers the job's data. */
async function claimLetterFinalize(
  trx: Transaction<Database>,
  context: Pick<AppContext, 'clock'>,
  tenantId: number,
  letterId: number,
  userId: number | null,
): Promise<LetterFinalizeData> {
  const letter = await lockLetter(trx, tenantId, letterId);
  if (!letter) throw new DomainError('not_found', M.notFound);
  if (letter.state !== 'created') throw new DomainError('conflict', M.alreadyFinalized);
  if (letter.finalize_task_id) {
    const task = await findKgTask(trx, tenantId, letter.finalize_task_id);
    if (task && task.state !== 'failed') throw new DomainError('conflict', M.finalizeRunning);
  }
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
  const persons = await countLetterPersons(trx, audience);
  if (persons === 0) throw new DomainError('conflict', M.noRecipients);
  const taskId = await createKgTask(trx, {
    tenantId,
    kind: LETTER_FINALIZE_KIND,
    totalCount: persons,
    createdBy: userId,
  });
  await trx.updateTable('kg_letter').set({ finalize_task_id: taskId }).where('id', '=', letter.id).execute();
  return { organizationId: tenantId, letterId: letter.id, taskId, userId };
}

export async function startLetterFinalize(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
): Promise<{ task_id: string }> {
  const tenant = await requireTenant(context, caller, tenantId);
  await ensureLetterFinalizeJobs(context);
  return { task_id: await enqueueLetterFinalize(context, tenant.id, letterId, caller.userId) };
}

/** The task and the job in one transaction with the locked letter; answers the task's id. */
export function enqueueLetterFinalize(
  context: Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  tenantId: number,
  letterId: number,
  userId: number | null,
): Promise<string> {
  return context.db.transaction().execute(async (trx) => {
    const data = await claimLetterFinalize(trx, context, tenantId, letterId, userId);
    await context.jobs.send(LETTER_FINALIZE_JOB, data, { transaction: trx });
    return data.taskId;
  });
}

/**
 * Finalises a letter in this process at once, without the queue: for the demo world, benchmarks and
 * test set-ups. The same checks, task and job function as the background way.
 */
export async function finalizeLetterNow(
  context: Pick<AppContext, 'db' | 'clock'>,
  tenantId: number,
  letterId: number,
  userId: number | null,
): Promise<{ taskId: string; recipients: number }> {
  const data = await context.db
    .transaction()
    .execute((trx) => claimLetterFinalize(trx, context, tenantId, letterId, userId));
  const recipients = await runLetterFinalize(context, data);
  return { taskId: data.taskId, recipients };
}
