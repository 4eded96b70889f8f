/** Who is calling: resolved once per request from the Authorization header. */
import type { Actor } from '@kollekta/domain';

export type AuthenticatedCaller = Actor & {
  userId: number;
  username: string;
  tokenId: number;
  /** the superuser who is acting as this user, if any */
  impersonatorId: number | null;
};

export type CallerInfo = {
  ipAddress: string;
  userAgent: string;
};
