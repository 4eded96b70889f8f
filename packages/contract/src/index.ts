/** The API contract of Kollekta: zod schemas of every route, shared by server and web. */

export * from './addresses';
export * from './admin-mails';
export * from './auth';
export * from './billing-documents';
export * from './cash';
export * from './collection-book';
export * from './common';
export * from './configuration';
export * from './contracts';
export * from './devices';
export * from './direct-debits';
export * from './disbursement';
export * from './donation-meter';
export * from './donation-receipts';
export * from './firmware';
export * from './images';
export * from './income';
export * from './information-requests';
export * from './kirchgeld';
export * from './locations';
export * from './news';
export * from './notifications';
export * from './oauth';
export * from './online-giving';
export * from './organizations';
export * from './passkeys';
export * from './plan-export';
export * from './plan-extensions';
export * from './planning';
export * from './planning-groups';
export * from './provisioning';
export * from './public-pages';
export * from './recurring-payments';
export * from './route';
export * from './telemetry';
export * from './testing';
export * from './users';
export * from './web-apps';

import * as addresses from './addresses';
import * as adminMails from './admin-mails';
import * as auth from './auth';
import * as billingDocuments from './billing-documents';
import * as cash from './cash';
import * as collectionBook from './collection-book';
import * as configuration from './configuration';
import * as contracts from './contracts';
import * as devices from './devices';
import * as directDebits from './direct-debits';
import * as disbursement from './disbursement';
import * as donationMeter from './donation-meter';
import * as donationReceipts from './donation-receipts';
import * as firmware from './firmware';
import * as images from './images';
import * as income from './income';
import * as informationRequests from './information-requests';
import * as locations from './locations';
import * as news from './news';
import * as notifications from './notifications';
import * as oauth from './oauth';
import * as onlineGiving from './online-giving';
import * as organizations from './organizations';
import * as passkeys from './passkeys';
import * as planExport from './plan-export';
import * as planExtensions from './plan-extensions';
import * as planning from './planning';
import * as planningGroups from './planning-groups';
import * as provisioning from './provisioning';
import * as publicPages from './public-pages';
import * as recurringPayments from './recurring-payments';
import * as users from './users';
import * as webApps from './web-apps';

/** Every route, for the server to register and the OpenAPI document to list. */
export const routes = {
  getHealth: configuration.getHealth,
  listDisbursementOrders: disbursement.listDisbursementOrders,
  getDisbursementOrder: disbursement.getDisbursementOrder,
  getDisbursement: disbursement.getDisbursement,
  downloadDisbursement: disbursement.downloadDisbursement,
  stopCashPayments: disbursement.stopCashPayments,
  cancelDisbursementOrder: disbursement.cancelDisbursementOrder,
  confirmDisbursementTransfer: disbursement.confirmDisbursementTransfer,
  markDisbursementTransferred: disbursement.markDisbursementTransferred,
  getDisbursementStatistics: disbursement.getDisbursementStatistics,
  orderDisbursementRun: disbursement.orderDisbursementRun,
  listDisbursementRuns: disbursement.listDisbursementRuns,
  downloadDisbursementRunDatev: disbursement.downloadDisbursementRunDatev,
  downloadDisbursementRunXlsx: disbursement.downloadDisbursementRunXlsx,
  getSecureDisbursement: disbursement.getSecureDisbursement,
  stopCashPaymentsBySecureLink: disbursement.stopCashPaymentsBySecureLink,
  listPublicTokens: publicPages.listPublicTokens,
  createPublicToken: publicPages.createPublicToken,
  revokePublicToken: publicPages.revokePublicToken,
  getAccountingFieldsByToken: publicPages.getAccountingFieldsByToken,
  fillAccountingFieldsByToken: publicPages.fillAccountingFieldsByToken,
  getCashSubmissionByToken: publicPages.getCashSubmissionByToken,
  submitCashByToken: publicPages.submitCashByToken,
  getStaticConfiguration: configuration.getStaticConfiguration,
  obtainToken: auth.obtainToken,
  authorizeOauthClient: oauth.authorizeOauthClient,
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
  getPreferences: users.getPreferences,
  updatePreferences: users.updatePreferences,
  listUsers: users.listUsers,
  createUser: users.createUser,
  updateUser: users.updateUser,
  impersonateUser: users.impersonateUser,
  listOutbox: users.listOutbox,
  listOutboxPage: users.listOutboxPage,
  listOrganizations: organizations.listOrganizations,
  getOrganization: organizations.getOrganization,
  createOrganization: organizations.createOrganization,
  updateOrganization: organizations.updateOrganization,
  recalculateCollectionPlans: organizations.recalculateCollectionPlans,
  listContacts: notifications.listContacts,
  createContact: notifications.createContact,
  updateContact: notifications.updateContact,
  deleteContact: notifications.deleteContact,
  createFeature: notifications.createFeature,
  updateFeature: notifications.updateFeature,
  deleteFeature: notifications.deleteFeature,
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
  exportPlans: planExport.exportPlans,
  getPlanTemplate: planExport.getPlanTemplate,
  importPlans: planExport.importPlans,
  getPlanDirectLinks: planExport.getPlanDirectLinks,
  sendQrNotification: notifications.sendQrNotification,
  createDonationMeter: donationMeter.createDonationMeter,
  updateDonationMeter: donationMeter.updateDonationMeter,
  deleteDonationMeter: donationMeter.deleteDonationMeter,
  readDonationMeter: donationMeter.readDonationMeter,
  createExtension: planExtensions.createExtension,
  patchExtension: planExtensions.patchExtension,
  deleteExtension: planExtensions.deleteExtension,
  getPlanningOptions: planning.getPlanningOptions,
  createPlanGroup: planningGroups.createPlanGroup,
  duplicatePlanGroup: planningGroups.duplicatePlanGroup,
  deletePlanGroup: planningGroups.deletePlanGroup,
  getPlanGroupSplit: planningGroups.getPlanGroupSplit,
  listOrganizationDevices: devices.listOrganizationDevices,
  getDevice: devices.getDevice,
  getDeviceSettings: devices.getDeviceSettings,
  updateDeviceSettings: devices.updateDeviceSettings,
  getOrganizationTypeSettings: devices.getOrganizationTypeSettings,
  updateOrganizationTypeSettings: devices.updateOrganizationTypeSettings,
  requestCashUp: devices.requestCashUp,
  getDirectLink: devices.getDirectLink,
  listAllDevices: devices.listAllDevices,
  getFirmwareInfo: firmware.getFirmwareInfo,
  getPublicWebApp: webApps.getPublicWebApp,
  getPublicGivingOptions: onlineGiving.getPublicGivingOptions,
  createDonation: onlineGiving.createDonation,
  getDonationState: onlineGiving.getDonationState,
  receivePaymentProviderWebhook: onlineGiving.receivePaymentProviderWebhook,
  getTestPaymentPage: onlineGiving.getTestPaymentPage,
  confirmTestPayment: onlineGiving.confirmTestPayment,
  cancelTestPayment: onlineGiving.cancelTestPayment,
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
  listCashPayments: cash.listCashPayments,
  createCashPayment: cash.createCashPayment,
  getCashPayment: cash.getCashPayment,
  updateCashPayment: cash.updateCashPayment,
  confirmCashPayment: cash.confirmCashPayment,
  getCollectionBook: collectionBook.getCollectionBook,
  downloadCollectionBookXlsx: collectionBook.downloadCollectionBookXlsx,
  downloadCollectionBookPdf: collectionBook.downloadCollectionBookPdf,
  listDirectDebitFiles: directDebits.listDirectDebitFiles,
  downloadDirectDebitFile: directDebits.downloadDirectDebitFile,
  updateDirectDebitFile: directDebits.updateDirectDebitFile,
  confirmDirectDebitFileCollected: directDebits.confirmDirectDebitFileCollected,
  startDirectDebitRun: directDebits.startDirectDebitRun,
  listDirectDebitRuns: directDebits.listDirectDebitRuns,
  returnDirectDebit: directDebits.returnDirectDebit,
  listRecurringPayments: recurringPayments.listRecurringPayments,
  getRecurringPayment: recurringPayments.getRecurringPayment,
  cancelRecurringPayment: recurringPayments.cancelRecurringPayment,
  cancelRecurringPaymentByToken: recurringPayments.cancelRecurringPaymentByToken,
  getDonorListAvailability: recurringPayments.getDonorListAvailability,
  listSubscribers: informationRequests.listSubscribers,
  exportSubscribers: informationRequests.exportSubscribers,
  listDonationReceipts: donationReceipts.listDonationReceipts,
  downloadDonationReceipt: donationReceipts.downloadDonationReceipt,
  archiveDonationReceipt: donationReceipts.archiveDonationReceipt,
  correctDonationReceipt: donationReceipts.correctDonationReceipt,
  exportDonationReceipts: donationReceipts.exportDonationReceipts,
  startReceiptZip: donationReceipts.startReceiptZip,
  getReceiptZip: donationReceipts.getReceiptZip,
  downloadReceiptZip: donationReceipts.downloadReceiptZip,
  listDonationReceiptConfigurations: donationReceipts.listDonationReceiptConfigurations,
  createDonationReceiptConfiguration: donationReceipts.createDonationReceiptConfiguration,
  claimDeviceReceipt: donationReceipts.claimDeviceReceipt,
  downloadClaimedReceipt: donationReceipts.downloadClaimedReceipt,
  listPaymentDetails: informationRequests.listPaymentDetails,
  listAddresses: addresses.listAddresses,
  createAddress: addresses.createAddress,
  updateAddress: addresses.updateAddress,
  endAddress: addresses.endAddress,
  listIdentifiers: addresses.listIdentifiers,
  listContracts: contracts.listContracts,
  createContract: contracts.createContract,
  updateContract: contracts.updateContract,
  listContractBilling: contracts.listContractBilling,
  createContractBilling: contracts.createContractBilling,
  updateContractBilling: contracts.updateContractBilling,
  listBillingPlans: contracts.listBillingPlans,
  createBillingPlan: contracts.createBillingPlan,
  updateBillingPlan: contracts.updateBillingPlan,
  listLocations: locations.listLocations,
  createLocation: locations.createLocation,
  getLocation: locations.getLocation,
  getLocationQrCode: locations.getLocationQrCode,
  listNews: news.listNews,
  listLatestNews: news.listLatestNews,
  listAdminMails: adminMails.listAdminMails,
  listBookingReports: billingDocuments.listBookingReports,
  listInvoices: billingDocuments.listInvoices,
  downloadBillingDocument: billingDocuments.downloadBillingDocument,
  startBillingRun: billingDocuments.startBillingRun,
} as const;
