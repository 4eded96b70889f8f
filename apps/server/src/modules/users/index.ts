export { toUserResponse } from './user.mapper';
export {
  findActiveUsersByEmail,
  findRolesOfUser,
  findUserById,
  findUserByUsername,
  type RoleRow,
  recordLastLogin,
  recordPasswordCheck,
  type UserRow,
  updateOtpState,
  updatePasswordHash,
} from './users.repository';
export { registerUserRoutes } from './users.routes';
export { createUserWithRoles, getCurrentUser, type NewUser } from './users.service';
