/**
 * Relations of church-tax persons (devices-income-kirchgeld.md §3 "Relation", §6: the relation
 * editor of the edit screen): 'ehe' and 'part_of' between persons of one tenant, added with a first
 * day and ended at a moment; only a self-created person's relations are changed here.
 */
import type { KgPerson } from '@kollekta/contract';
import { checkKgRelation, KG_RELATION_MESSAGES, type KgRelationType, toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant } from '../tenancy';
import { periodOf } from './person.mapper';
import {
  endRelation,
  findOpenRelations,
  findPerson,
  insertRelation,
  lockPerson,
  lockRelation,
} from './persons.repository';
import { loadPersonResponse, PERSON_MESSAGES } from './persons.service';

const berlinHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The first moment of a day in Europe/Berlin (23:00 or 22:00 UTC the day before). */
function startOfBusinessDay(day: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${day}T00:00:00${offset}`);
    const hour = berlinHour.formatToParts(candidate).find((part) => part.type === 'hour')?.value;
    if (toBusinessDay(candidate) === day && hour === '00') return candidate;
  }
  return new Date(`${day}T00:00:00Z`);
}

export async function addTenantPersonRelation(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  personId: string,
  body: { type: KgRelationType; person: string; valid_from?: string | undefined },
  apiBase: string,
): Promise<KgPerson> {
  await requireTenant(context, caller, tenantId);
  return context.db.transaction().execute(async (trx) => {
    const person = await lockPerson(trx, tenantId, personId);
    if (!person) throw new DomainError('not_found', PERSON_MESSAGES.notFound);
    if (!person.eigenerfasst) throw new DomainError('forbidden', PERSON_MESSAGES.notEditable);
    const now = context.clock.now();
    // another tenant's person is not named here: it reads as 'not in this organisation'
    const other = await findPerson(trx, tenantId, body.person);
    if (!other)
      throw new DomainError('validation', undefined, {
        fieldErrors: { person: [KG_RELATION_MESSAGES.otherTenant] },
      });
    const open = await findOpenRelations(trx, [personId, other.id], body.type, now);
    const refusal = checkKgRelation({
      type: body.type,
      from: { id: person.id, tenantId: person.tenant_id, type: person.type },
      to: { id: other.id, tenantId: other.tenant_id, type: other.type },
      isDuplicate: open.some(
        (relation) =>
          (relation.side_a === personId && relation.side_b === body.person) ||
          (relation.side_b === personId && relation.side_a === body.person),
      ),
      isEitherMarried: body.type === 'ehe' && open.length > 0,
    });
    if (refusal) throw new DomainError('validation', undefined, { fieldErrors: { person: [refusal] } });
    const validFrom = body.valid_from ? startOfBusinessDay(body.valid_from) : now;
    const relationId = await insertRelation(trx, {
      tenantId,
      type: body.type,
      sideA: personId,
      sideB: body.person,
      validFrom,
    });
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'kg_relation.created',
      objectType: 'kg_relation',
      objectId: relationId,
      data: { type: body.type, side_a: personId, side_b: body.person, valid_from: validFrom.toISOString() },
      at: now,
    });
    return loadPersonResponse(trx, context, tenantId, personId, apiBase);
  });
}

export async function endTenantPersonRelation(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  personId: string,
  relationId: number,
  body: { valid_before?: string | undefined },
  apiBase: string,
): Promise<KgPerson> {
  await requireTenant(context, caller, tenantId);
  return context.db.transaction().execute(async (trx) => {
    const person = await lockPerson(trx, tenantId, personId);
    if (!person) throw new DomainError('not_found', PERSON_MESSAGES.notFound);
    const relation = await lockRelation(trx, tenantId, personId, relationId);
    if (!relation) throw new DomainError('not_found', PERSON_MESSAGES.relationNotFound);
    if (!person.eigenerfasst) throw new DomainError('forbidden', PERSON_MESSAGES.notEditable);
    const now = context.clock.now();
    const period = periodOf(relation);
    if (period.validBefore !== null && period.validBefore.getTime() <= now.getTime())
      throw new DomainError('validation', KG_RELATION_MESSAGES.ended);
    const validBefore = body.valid_before ? new Date(body.valid_before) : now;
    if (validBefore.getTime() <= period.validFrom.getTime())
      throw new DomainError('validation', undefined, {
        fieldErrors: { valid_before: [KG_RELATION_MESSAGES.endBeforeStart] },
      });
    await endRelation(trx, relationId, validBefore);
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'kg_relation.ended',
      objectType: 'kg_relation',
      objectId: relationId,
      data: { valid_before: validBefore.toISOString() },
      at: now,
    });
    return loadPersonResponse(trx, context, tenantId, personId, apiBase);
  });
}
