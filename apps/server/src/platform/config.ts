/** Settings of one server process, read from the environment once at start-up. */
import { isIP } from 'node:net';
import path from 'node:path';
import { DEPLOYMENTS, PRODUCT_VARIANTS } from '@kollekta/contract';
import { z } from 'zod';

/**
 * see PGLITE_SHARED_BUFFERS below. 16MB, not PostgreSQL's 128MB: PGlite writes the whole pool at
 * start, so 128MB took the start past 300 MB for a moment; the church-tax lookups over 100,000
 * persons and the receipt benchmark meet their targets with 16MB (README "Settings")
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * the embedded database's buffer pool (PostgreSQL's shared_buffers), held in the server process's
   * own memory: smaller keeps the process small, larger keeps more of a big database in memory
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d*(kB|MB|GB)$/, 'expected a size such as 32MB')
    .default(PGLITE_SHARED_BUFFERS),
  /** development, demo or production: decides colours and the insecure-password dialog */
  DEPLOYMENT: z.enum(DEPLOYMENTS).default('demo'),
  VARIANT: z.enum(PRODUCT_VARIANTS).default('collection'),
  SUPPORT_EMAIL: z.string().default('support@kollekta.de'),
  /** the product's own mail domain: left out of the user administration's e-mail list */
  INTERNAL_EMAIL_DOMAIN: z.string().default('kollekta.de'),
  /** where users reach the app; used in mailed links. Defaults to http://localhost:PORT */
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** the public donation site; with PUBLIC_URL one of the two origins every donation meter allows */
  DONATION_SITE_URL: z.url().default('https://spenden.kollekta.de'),
  MAIL_FROM: z.string().default('Kollekta <noreply@kollekta.de>'),
  /** signs payment-provider webhooks (online giving); default: a key generated once per installation */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * the Pwned Passwords range API the password check asks by k-anonymity (only 5 hex digits of the
   * SHA-1 leave the server); empty: only the bundled list of breached passwords
   */
  PWNED_PASSWORDS_URL: z.string().default('https://api.pwnedpasswords.com/range/'),
  /**
   * the event app (Veranstaltungs-App), a product of its own: organisations with a valid
   * VeranstaltungAppFeature find it in their submenu, opened with ?organization={id}; empty: no link
   */
  EVENT_APP_URL: z
    .string()
    .default('https://veranstaltungen.kollekta.de/')
    .refine((value) => value.trim() === '' || URL.canParse(value.trim()), 'expected a URL or nothing'),
  /** build the demo world on an empty database: 'auto' (default) or 'off' */
  DEMO_WORLD: z.enum(['auto', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** lets browser tests move the server's clock (never in production) */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  /** an external MQTT broker (mqtt://…) the telemetry bridge forwards to; default: the embedded broker */
  MQTT_URL: z.string().optional(),
  /** also serve the embedded broker over plain MQTT (TCP) on this port, for devices; default: WebSocket only */
  MQTT_TCP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * proxies (IPs or CIDRs, comma-separated) whose X-Forwarded-For / -Proto / -Host are believed;
   * default none: the client address is the peer's, so nobody can invent addresses for the throttle
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isIpOrCidr), 'expected IP addresses or CIDR ranges'),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  pgliteSharedBuffers: string;
  deployment: (typeof DEPLOYMENTS)[number];
  variant: (typeof PRODUCT_VARIANTS)[number];
  supportEmail: string;
  internalEmailDomain: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  donationSiteUrl: string;
  mailFrom: string;
  paymentWebhookSecret: string | undefined;
  /** empty: the bundled breach list only */
  pwnedPasswordsUrl: string;
  /** null: the submenu offers no event app */
  eventAppUrl: string | null;
  demoWorld: 'auto' | 'off';
  logLevel: string;
  webDist: string;
  testClock: boolean;
  version: string;
  mqttUrl: string | undefined;
  mqttTcpPort: number | undefined;
  /** for Fastify's trustProxy: empty trusts no forwarded headers */
  trustedProxies: string[];
};

export const VERSION = '0.25.3';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  if (values.TEST_CLOCK === 'on' && values.DEPLOYMENT === 'production') {
    throw new Error('Invalid configuration: TEST_CLOCK cannot be on in production');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL || undefined,
    pgliteSharedBuffers: values.PGLITE_SHARED_BUFFERS,
    deployment: values.DEPLOYMENT,
    variant: values.VARIANT,
    supportEmail: values.SUPPORT_EMAIL,
    internalEmailDomain: values.INTERNAL_EMAIL_DOMAIN,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL || undefined,
    donationSiteUrl: values.DONATION_SITE_URL.replace(/\/$/, ''),
    mailFrom: values.MAIL_FROM,
    paymentWebhookSecret: values.PAYMENT_WEBHOOK_SECRET || undefined,
    pwnedPasswordsUrl: values.PWNED_PASSWORDS_URL.trim(),
    eventAppUrl: values.EVENT_APP_URL.trim() || null,
    demoWorld: values.DEMO_WORLD,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(values.WEB_DIST ?? path.join(repositoryRoot, 'apps/web/dist')),
    testClock: values.TEST_CLOCK === 'on',
    mqttUrl: values.MQTT_URL || undefined,
    mqttTcpPort: values.MQTT_TCP_PORT,
    trustedProxies: values.TRUSTED_PROXIES,
    version: VERSION,
  };
}

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
