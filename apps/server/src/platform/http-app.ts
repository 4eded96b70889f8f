/** Builds the Fastify app: error handling, the API of every feature, the OpenAPI document and the web apps. */

import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteDefinition } from '@kollekta/contract';
import { API_PREFIX } from '@kollekta/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
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
import type { AppContext } from './app-context';
import { installErrorHandling } from './http-errors';
import { type RouteHandler, registerRoute } from './http-routes';
import { createIdempotency } from './idempotency';
import { forgetReadsAfterWrites } from './read-cache';
import type { AuthenticatedCaller } from './request-context';
import { registerSecurityHeaders } from './security-headers';
import { installGermanValidationMessages } from './validation-messages';
import { registerWebApps } from './web-apps';

// Validation messages in plain German per field, because users read them.
installGermanValidationMessages();

export type RegisterRoute = <R extends RouteDefinition>(route: R, handler: RouteHandler<R>) => void;
export type RouteRegistrar = (register: RegisterRoute, context: AppContext) => void;

const FEATURES: RouteRegistrar[] = [
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
];

export async function buildHttpApp(
  context: AppContext,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: context.config.logLevel },
    // Forwarded headers only from the configured proxies (TRUSTED_PROXIES): otherwise anyone could
    // pick the address the sign-in throttle counts.
    trustProxy: context.config.trustedProxies.length > 0 ? context.config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // Only the donor web apps may be embedded by other sites; the admin app and the API may not.
  await registerSecurityHeaders(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Kollekta API', version: context.config.version } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const authenticate = async (request: FastifyRequest): Promise<AuthenticatedCaller | null> => {
    const header = request.headers.authorization;
    const match = header?.match(/^Token\s+(\S+)$/i);
    if (!match?.[1]) return null;
    return authenticateToken(context, match[1]);
  };
  // The church-tax API takes only its own bearer tokens, the platform API only its own (§4).
  const authenticateKirchgeld = async (request: FastifyRequest): Promise<AuthenticatedCaller | null> => {
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) return null;
    return authenticateKirchgeldToken(context, match[1]);
  };
  // Changes made while impersonating are audited with both users, whatever the feature.
  const idempotency = createIdempotency(context);
  const register: RegisterRoute = (route, handler) =>
    registerRoute(
      app,
      route.api === 'kirchgeld' ? authenticateKirchgeld : authenticate,
      route,
      // every write forgets the cached sessions and organisations (read-cache.ts)
      forgetReadsAfterWrites(context, route.method, auditImpersonatedChanges(context, route, handler)),
      idempotency,
    );
  // Image uploads (multipart) and live telemetry (MQTT over WebSocket at /ws/telemetry).
  await app.register(multipart);
  await registerTelemetrySocket(app, context);
  // payment-provider webhooks (signed raw bodies) and the test provider's page
  await registerPaymentProviderRoutes(app, context);
  for (const feature of FEATURES) feature(register, context);

  await registerWebApps(app, context.config.webDist, {
    isDonorAppAvailable: (webApp, organizationId) => isWebAppAvailable(context, webApp, organizationId),
  });
  app.log.debug(`API under ${API_PREFIX}`);
  return app;
}
