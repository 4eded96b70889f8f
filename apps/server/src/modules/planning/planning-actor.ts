/** Who acts in planning: a signed-in caller, or the demo-world generator (no user). */
import type { Actor } from '@kollekta/domain';

export type PlanningActor = Actor & {
  userId: number | null;
  impersonatorId?: number | null;
};

export function toAuditActor(actor: PlanningActor) {
  return { actorUserId: actor.userId, impersonatorUserId: actor.impersonatorId ?? null };
}
