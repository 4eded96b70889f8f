/** Who acts on contacts and features: a signed-in caller, or the demo-world generator (no user). */
import { isDatabaseId } from '@kollekta/contract';
import type { Actor } from '@kollekta/domain';

export type NotificationActor = Actor & { userId: number | null; impersonatorId?: number | null };

/** The id in `…/organization/{id}/` (or a bare id); null for anything else. */
export function parseOrganizationRef(value: string): number | null {
  const text = value.trim();
  const match = /(?:^|\/)organization\/(\d+)\/?$/.exec(text) ?? /^(\d+)$/.exec(text);
  const id = Number(match?.[1]);
  return isDatabaseId(id) ? id : null;
}
