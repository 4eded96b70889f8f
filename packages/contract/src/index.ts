/** The API contract of Kollekta: zod schemas of every route, shared by server and web. */
export * from './auth';
export * from './common';
export * from './configuration';
export * from './devices';
export * from './images';
export * from './income';
export * from './organizations';
export * from './passkeys';
export * from './planning';
export * from './provisioning';
export * from './route';
export * from './telemetry';
export * from './testing';
export * from './users';

import * as auth from './auth';
import * as configuration from './configuration';
import * as devices from './devices';
import * as images from './images';
import * as income from './income';
import * as organizations from './organizations';
import * as passkeys from './passkeys';
import * as planning from './planning';
import * as provisioning from './provisioning';
import * as users from './users';

/** Every route, for the server to register and the OpenAPI document to list. */
export const routes = {
  getHealth: configuration.getHealth,
  getStaticConfiguration: configuration.getStaticConfiguration,
  obtainToken: auth.obtainToken,
  authInformation: auth.authInformation,
  logout: auth.logout,
  resetPassword: auth.resetPassword,
  checkPasswordToken: auth.checkPasswordToken,
  changePassword: auth.changePassword,
  listSessions: auth.listSessions,
  deleteSession: auth.deleteSession,
  startOtpEnrolment: auth.startOtpEnrolment,
  confirmOtpEnrolment: auth.confirmOtpEnrolment,
  removeOtp: auth.removeOtp,
  listCredentials: passkeys.listCredentials,
  updateCredential: passkeys.updateCredential,
  deleteCredential: passkeys.deleteCredential,
  startRegistration: passkeys.startRegistration,
  completeRegistration: passkeys.completeRegistration,
  startAuthentication: passkeys.startAuthentication,
  completeAuthentication: passkeys.completeAuthentication,
  abandonAuthentication: passkeys.abandonAuthentication,
  getMe: users.getMe,
  listUsers: users.listUsers,
  createUser: users.createUser,
  updateUser: users.updateUser,
  impersonateUser: users.impersonateUser,
  listOutbox: users.listOutbox,
  listOrganizations: organizations.listOrganizations,
  getOrganization: organizations.getOrganization,
  listDates: planning.listDates,
  listOrganizationDates: planning.listOrganizationDates,
  createDate: planning.createDate,
  deleteDate: planning.deleteDate,
  getCalendarSetting: planning.getCalendarSetting,
  updateCalendarSetting: planning.updateCalendarSetting,
  listOrganizationPlans: planning.listOrganizationPlans,
  getPlan: planning.getPlan,
  createPlan: planning.createPlan,
  updatePlan: planning.updatePlan,
  patchPlan: planning.patchPlan,
  deletePlan: planning.deletePlan,
  createExclusion: planning.createExclusion,
  getPlanningOptions: planning.getPlanningOptions,
  listOrganizationDevices: devices.listOrganizationDevices,
  getDevice: devices.getDevice,
  getDeviceSettings: devices.getDeviceSettings,
  updateDeviceSettings: devices.updateDeviceSettings,
  getOrganizationTypeSettings: devices.getOrganizationTypeSettings,
  updateOrganizationTypeSettings: devices.updateOrganizationTypeSettings,
  requestCashUp: devices.requestCashUp,
  getDirectLink: devices.getDirectLink,
  uploadImage: images.uploadImage,
  listImages: images.listImages,
  downloadImage: images.downloadImage,
  listProvisioningRequests: provisioning.listProvisioningRequests,
  changeProvisioningRequest: provisioning.changeProvisioningRequest,
  createProvisioningRequest: provisioning.createProvisioningRequest,
  pollProvisioningRequest: provisioning.pollProvisioningRequest,
  completeProvisioningRequest: provisioning.completeProvisioningRequest,
  listOrganizationPayments: income.listOrganizationPayments,
  getPayment: income.getPayment,
  getOrganizationStatistics: income.getOrganizationStatistics,
  getPaymentHistory: income.getPaymentHistory,
  listIncomeMonths: income.listIncomeMonths,
  getMonthlyAggregate: income.getMonthlyAggregate,
} as const;
