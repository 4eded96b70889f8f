/** Use cases of users: the signed-in user, and creating users with roles. */
import type { User } from '@kollekta/contract';
import type { RoleType } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { hashPassword } from '../auth/password-hashing';
import { toUserResponse } from './user.mapper';
import {
  findRolesOfUser,
  findUserById,
  findUsersWithPasskeys,
  insertRole,
  insertUser,
  listOutboxMails,
} from './users.repository';

export async function getCurrentUser(
  context: AppContext,
  caller: AuthenticatedCaller,
  apiBase: string,
): Promise<User> {
  const user = await findUserById(context.db, caller.userId);
  if (!user) throw new DomainError('unauthenticated');
  const [roles, passkeys] = await Promise.all([
    findRolesOfUser(context.db, user.id),
    findUsersWithPasskeys(context.db, [user.id]),
  ]);
  return toUserResponse(user, roles, apiBase, { hasWebauthn: passkeys.has(user.id) });
}

export type NewUser = {
  username: string;
  name: string;
  email: string;
  password: string | null;
  isSuperuser?: boolean;
  roles?: { organizationId: number; role: RoleType }[];
};

/** Creates a user with roles. Who may do so is checked by the caller's use case (user administration). */
export async function createUserWithRoles(context: AppContext, values: NewUser) {
  return context.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      username: values.username,
      name: values.name,
      email: values.email,
      passwordHash: values.password === null ? null : await hashPassword(values.password),
      isSuperuser: values.isSuperuser ?? false,
    });
    for (const role of values.roles ?? []) await insertRole(trx, user.id, role.organizationId, role.role);
    return user;
  });
}

/** The outbox for superusers where mails stay in the database (development and demo deployments). */
export async function listOutbox(
  context: AppContext,
  caller: AuthenticatedCaller,
  recipient: string | undefined,
) {
  if (!caller.isSuperuser || context.config.deployment === 'production') throw new DomainError('not_found');
  const rows = await listOutboxMails(context.db, recipient);
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body_text: row.body_text,
    body_html: row.body_html,
    attachments: row.attachments ?? [],
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    error: row.error,
  }));
}
