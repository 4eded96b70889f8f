/**
 * Kollekta's HTTP app: every feature's routes, token checks and cross-cutting wrappers plugged into
 * the platform's Fastify app (platform/http-app.ts). The one place that lists the features.
 */
import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from '../modules/addresses';
import { registerAdminMailRoutes } from '../modules/admin-mails';
import { auditImpersonatedChanges } from '../modules/audit';
import { authenticateToken, registerAuthRoutes } from '../modules/auth';
import { registerBillingDocumentRoutes } from '../modules/billing-documents';
import { registerCashRoutes } from '../modules/cash';
import { registerCollectionBookRoutes } from '../modules/collection-book';
import { registerConfigurationRoutes } from '../modules/configuration';
import { registerContactRoutes } from '../modules/contacts';
import { registerContractRoutes } from '../modules/contracts';
import {
  registerDeviceRoutes,
  registerProvisioningRoutes,
  registerTelemetrySocket,
} from '../modules/devices';
import { registerDirectDebitRoutes } from '../modules/direct-debits';
import { registerDisbursementRoutes } from '../modules/disbursement';
import { registerDonationMeterRoutes } from '../modules/donation-meter';
import { registerDonationReceiptRoutes } from '../modules/donation-receipts';
import { registerImageRoutes } from '../modules/images';
import { registerIncomeRoutes } from '../modules/income';
import { registerInformationRequestRoutes } from '../modules/information-requests';
import { authenticateKirchgeldToken, registerKirchgeldRoutes } from '../modules/kirchgeld';
import { registerLocationRoutes } from '../modules/locations';
import { registerNewsRoutes } from '../modules/news';
import { registerOnlineGivingRoutes, registerPaymentProviderRoutes } from '../modules/online-giving';
import { registerOrganizationAdminRoutes } from '../modules/organization-admin';
import { registerOrganizationRoutes } from '../modules/organizations';
import { registerPlanAnnouncementRoutes } from '../modules/plan-announcements';
import { registerPlanExportRoutes } from '../modules/plan-export';
import { registerPlanningRoutes } from '../modules/planning';
import { registerPublicPageRoutes } from '../modules/public-pages';
import { registerRecurringPaymentRoutes } from '../modules/recurring-payments';
import { registerTestingRoutes } from '../modules/testing';
import { registerUserRoutes } from '../modules/users';
import { isWebAppAvailable, registerWebAppRoutes } from '../modules/web-apps';
import type { AppContext } from '../platform/app-context';
import { createHttpApp, type HttpAppParts } from '../platform/http-app';

const PARTS: HttpAppParts = {
  verifyToken: { platform: authenticateToken, kirchgeld: authenticateKirchgeldToken },
  // Changes made while impersonating are audited with both users, whatever the feature.
  wrapHandler: auditImpersonatedChanges,
  plugins: [
    // live telemetry (MQTT over WebSocket at /ws/telemetry)
    registerTelemetrySocket,
    // payment-provider webhooks (signed raw bodies) and the test provider's page
    registerPaymentProviderRoutes,
  ],
  features: [
    registerConfigurationRoutes,
    registerAuthRoutes,
    registerUserRoutes,
    registerOrganizationRoutes,
    registerOrganizationAdminRoutes,
    registerPlanningRoutes,
    registerContactRoutes,
    registerAddressRoutes,
    registerContractRoutes,
    registerPlanAnnouncementRoutes,
    registerPlanExportRoutes,
    registerDonationMeterRoutes,
    registerDeviceRoutes,
    registerProvisioningRoutes,
    registerImageRoutes,
    registerIncomeRoutes,
    registerCashRoutes,
    registerCollectionBookRoutes,
    registerDirectDebitRoutes,
    registerBillingDocumentRoutes,
    registerDisbursementRoutes,
    registerPublicPageRoutes,
    registerDonationReceiptRoutes,
    registerRecurringPaymentRoutes,
    registerInformationRequestRoutes,
    registerLocationRoutes,
    registerNewsRoutes,
    registerAdminMailRoutes,
    registerWebAppRoutes,
    registerOnlineGivingRoutes,
    registerTestingRoutes,
    registerKirchgeldRoutes,
  ],
  isDonorAppAvailable: isWebAppAvailable,
};

export function buildHttpApp(
  context: AppContext,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  return createHttpApp(context, PARTS, options);
}
