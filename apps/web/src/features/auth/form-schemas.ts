/**
 * The sign-in and password forms as zod schemas for react-hook-form. The rules themselves are
 * the domain's validators, so the server and the web say the same thing in the same words.
 */
import {
  validateLoginPassword,
  validateLoginUsername,
  validateOtp,
  validateResetEmail,
} from '@kollekta/domain';
import { z } from 'zod';

type Check = [field: string, message: string | null];

function addIssues(ctx: z.core.$RefinementCtx, checks: Check[]): void {
  for (const [field, message] of checks) {
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

export function loginSchema(hasOtp: boolean) {
  return z
    .object({ username: z.string(), password: z.string(), otp: z.string() })
    .superRefine((values, ctx) =>
      addIssues(ctx, [
        ['username', validateLoginUsername(values.username)],
        ['password', validateLoginPassword(values.password)],
        ['otp', hasOtp ? validateOtp(values.otp) : null],
      ]),
    );
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

export const resetRequestSchema = z
  .object({ email: z.string() })
  .superRefine((values, ctx) => addIssues(ctx, [['email', validateResetEmail(values.email)]]));
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

export type NewPasswordValues = { password: string; repeat: string };
