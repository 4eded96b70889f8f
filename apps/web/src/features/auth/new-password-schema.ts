/**
 * The new-password form as a zod schema (§5): length, the common list, strength 2 of 4 and the
 * repeat. Its own module, because the strength check carries large dictionaries: only the pages
 * that set a password load them, never the login card.
 */
import { checkPasswordPolicy, validateNewPasswordShape } from '@kollekta/domain';
import { z } from 'zod';

/** New password and repeat (§5): length, the common list, strength 2 of 4, the repeat. */
export function newPasswordSchemaFor(owner?: { username: string; name: string; email: string }) {
  return z.object({ password: z.string(), repeat: z.string() }).superRefine((values, ctx) => {
    const result = validateNewPasswordShape(values.password, values.repeat);
    const policy = result.password ? null : checkPasswordPolicy(values.password, owner);
    for (const [field, message] of [
      ['password', result.password ?? (policy && !policy.allowed ? policy.message : null)],
      ['repeat', result.repeat],
    ] as const) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

export const newPasswordSchema = newPasswordSchemaFor();
