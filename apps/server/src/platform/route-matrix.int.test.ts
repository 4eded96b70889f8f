/**
 * The write-route matrix: every POST/PATCH/PUT/DELETE route of the contract, called as `nachbar`
 * (administrator of another parish, Brackenheim) and as `kasse` (a plain user of Lauffen) against
 * Lauffen's objects, is refused (403/404) and leaves every row of the database as it was.
 *
 * The test is generated from the contract's route list, so a new write route fails here until it has
 * a probe below: nobody has to remember to add it. A few routes are legitimately allowed to one of
 * the callers (cash for a Lauffen user, one's own account, the signed-out calls): they are listed
 * with the reason, and probed against another parish's or user's object instead, or, where the route
 * takes no object at all, exempt. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { API_PREFIX, fillPath, type RouteDefinition, routes } from '@kollekta/contract';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../modules/demo-world';
import { createFileForCreditor } from '../modules/direct-debits';
import { ensureCreditor, insertDueDebits } from '../modules/direct-debits/direct-debits.test-support';
import { issuePublicToken } from '../modules/public-pages';
import { insertRecurringGift } from '../modules/recurring-payments/donor-lists.test-support';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { Database } from './database-schema';

type CallerName = 'nachbar' | 'kasse';
const CALLERS: readonly CallerName[] = ['nachbar', 'kasse'];

/** One request: the route's path parameters and a body that passes the route's validation. */
type Probe = {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  /** a raw multipart body instead of JSON */
  multipart?: { payload: Buffer; contentType: string };
};

type Fixture =
  | {
      probe(world: World, caller: CallerName): Probe;
      /** callers that may do this to Lauffen's object by design, and why: probed elsewhere instead */
      allowed?: Partial<Record<CallerName, string>>;
      /** the refusals this route may answer; 403 and 404 unless said otherwise (with a reason) */
      refusals?: readonly number[];
      /**
       * The body field naming Lauffen's object: a caller who may not see it gets 400 with a field
       * error there, exactly as for an object that does not exist (a related object is referenced by
       * url, ARCHITECTURE.md §4), so it learns nothing either way.
       */
      referencedBy?: string;
    }
  | { exempt: string };

/** Lauffen's (and, for the exceptions, Brackenheim's) objects, made through the API in beforeAll. */
type World = {
  lauffen: number;
  brackenheim: number;
  district: number;
  userIds: Record<'gemeinde' | 'kasse2' | 'nachbar', number>;
  /** a session of gemeinde */
  gemeindeSession: string;
  /** a stored passkey of gemeinde */
  gemeindeCredential: number;
  /** the key of a passkey registration gemeinde started */
  gemeindeRegistrationKey: string;
  plan: number;
  /** a plan of Lauffen in the donation app, with a donation meter */
  meterPlan: number;
  /** a plan of Lauffen in the donation app, without one */
  donationPlan: number;
  districtPlanUrl: string;
  extension: number;
  twins: [string, string];
  group: number;
  groupMembers: string[];
  contact: number;
  feature: number;
  date: number;
  device: number;
  brackenheimDevice: number;
  /** an entered, unconfirmed cash payment of Lauffen (by kasse2) and one of Brackenheim */
  cashLauffen: { id: number; version: number };
  cashBrackenheim: { id: number; version: number };
  cashPlanLauffen: number;
  cashPlanBrackenheim: number;
  provisioningRequest: number;
  /** a direct-debit file of Lauffen and a debit in it */
  directDebitFile: number;
  directDebit: number;
  /** an active recurring donation of Lauffen */
  recurringGift: number;
  /** an issued, unarchived donation receipt of Lauffen (from the demo world) */
  donationReceipt: number;
  importTemplate: Buffer;
  png: Buffer;
  /** Lauffen's current primary address, its contract, the contract's current association, a plan */
  address: number;
  contract: number;
  billingAssociation: number;
  billingPlanUrl: string;
  /** an active public link (cash submission) of Lauffen */
  publicToken: number;
  /** a disbursement order of Lauffen (collected there, handled by its district) */
  disbursementOrder: number;
};

const orgUrl = (id: number) => `http://localhost:80/api/v2/organization/${id}/`;
const planUrl = (id: number) => `http://localhost:80/api/v2/collection_plan/${id}/`;
const UNKNOWN_SECRET = 'x'.repeat(43);
/**
 * Every demo account's password: the callers prove they are who they are where a route asks for
 * the current password, so that the permission check, not the password check, is what refuses.
 */
const OWN_PASSWORD = DEMO_PASSWORD;

const planBody = (organization: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Matrix-Probe',
  type: 'collection',
  collection_variant: 'inner',
  start: '2027-02-07T08:00:00.000Z',
  end: '2027-02-07T14:00:00.000Z',
  organization: orgUrl(organization),
  location: null,
  inherit: false,
  foreign: false,
  date: null,
  allow_recurring: false,
  targets: ['KB', 'WA'],
  display: {},
  meta: {},
  ...overrides,
});

const cashBody = (organization: number, plan: number) => ({
  amount: '12.50',
  plan: planUrl(plan),
  organization: orgUrl(organization),
  collection_datetime: '2026-11-20T09:45:00.000Z',
  split: { '500': 2, '50': 5 },
});

const contactBody = (organization: number) => ({
  organization: orgUrl(organization),
  name: 'Matrix-Küsterin',
  email: 'matrix@lauffen.kirche.example',
  types: ['device_attendant'],
});

const calendarBody = {
  sunday_prerun_days: 1,
  sunday_prerun_time: '18:00',
  sunday_postrun_days: 2,
  sunday_postrun_time: '17:59',
  other_prerun_days: 1,
  other_prerun_time: '18:00',
  other_postrun_days: 6,
  other_postrun_time: '17:59',
};

function multipart(
  fields: [string, string][],
  file: { field: string; name: string; type: string; content: Buffer },
) {
  const boundary = '----kollekta-matrix';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * How to aim each write route at Lauffen. Keyed by the contract's route key: a key missing here fails
 * the matrix for that route, a key here that is no write route fails the completeness check.
 */
const FIXTURES: Record<string, Fixture> = {
  // signed-out calls: they work on secrets and credentials, not on a parish's objects
  obtainToken: {
    probe: () => ({ body: { username: 'gemeinde', password: 'falsch-geraten-2026' } }),
    refusals: [400, 401],
    allowed: {
      nachbar: 'signed out: anyone may sign in with their own password; probed with a wrong one for gemeinde',
      kasse: 'signed out: anyone may sign in with their own password; probed with a wrong one for gemeinde',
    },
  },
  authorizeOauthClient: {
    // any signed-in user may allow the church-tax app for themselves; a code for a foreign address is refused
    probe: () => ({
      body: {
        response_type: 'code',
        client_id: 'kirchgeld',
        redirect_uri: 'https://fremd.example/kirchgeld/login',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 'matrix',
        allow: true,
      },
    }),
    refusals: [400],
    allowed: {
      nachbar:
        'signs the caller in to the church-tax app for themselves only; probed with a foreign redirect',
      kasse: 'signs the caller in to the church-tax app for themselves only; probed with a foreign redirect',
    },
  },
  authInformation: {
    probe: () => ({ body: { user: 'gemeinde' } }),
    refusals: [200],
    allowed: {
      nachbar: 'signed out: tells which sign-in methods a name has; a read that must write nothing',
      kasse: 'signed out: tells which sign-in methods a name has; a read that must write nothing',
    },
  },
  logout: { exempt: 'ends only the caller’s own session and takes no object' },
  resetPassword: {
    probe: () => ({ body: { email: 'niemand@nirgendwo.example' } }),
    refusals: [200],
    allowed: {
      nachbar:
        'signed out: mails a reset link to the address’s owner; for an unknown address nothing happens',
      kasse: 'signed out: mails a reset link to the address’s owner; for an unknown address nothing happens',
    },
  },
  checkPasswordToken: {
    probe: () => ({ body: { token: UNKNOWN_SECRET } }),
    refusals: [200, 400, 404],
    allowed: {
      nachbar: 'signed out: checks a reset link; only its holder can use it; probed with a guessed one',
      kasse: 'signed out: checks a reset link; only its holder can use it; probed with a guessed one',
    },
  },
  changePassword: {
    probe: () => ({
      body: {
        password: 'Ein-ganz-neues-Passwort-2027!',
        token: UNKNOWN_SECRET,
        current_password: OWN_PASSWORD,
      },
    }),
    refusals: [400, 404],
    allowed: {
      nachbar: 'changes the caller’s own password, or the reset link holder’s: probed with a guessed link',
      kasse: 'changes the caller’s own password, or the reset link holder’s: probed with a guessed link',
    },
  },
  deleteSession: {
    probe: (world) => ({ params: { id: world.userIds.gemeinde, sessionId: world.gemeindeSession } }),
  },
  startOtpEnrolment: { exempt: 'starts two-factor sign-in for the caller’s own account and takes no object' },
  confirmOtpEnrolment: {
    probe: () => ({ body: { code: '000000', current_password: OWN_PASSWORD } }),
    refusals: [400, 403],
    allowed: {
      nachbar: 'confirms the caller’s own enrolment only: probed with none started and a wrong code',
      kasse: 'confirms the caller’s own enrolment only: probed with none started and a wrong code',
    },
  },
  removeOtp: {
    probe: () => ({ body: { password: OWN_PASSWORD, current_password: OWN_PASSWORD, code: '000000' } }),
    // neither caller has a second factor, so there is nothing to remove: 204 and no change is right
    refusals: [204, 400, 403],
    allowed: {
      nachbar: 'removes the caller’s own second factor only, which neither caller has',
      kasse: 'removes the caller’s own second factor only, which neither caller has',
    },
  },
  updateCredential: {
    probe: (world) => ({ params: { id: world.gemeindeCredential }, body: { name: 'Übernommen' } }),
  },
  deleteCredential: {
    probe: (world) => ({
      params: { id: world.gemeindeCredential },
      body: { current_password: OWN_PASSWORD },
    }),
  },
  startRegistration: { exempt: 'starts a passkey registration for the caller’s own account only' },
  completeRegistration: {
    probe: (world) => ({
      params: { key: world.gemeindeRegistrationKey },
      body: {
        credential: { id: 'matrix', rawId: 'matrix', type: 'public-key', response: {} },
        name: 'Fremd',
      },
    }),
    refusals: [400, 403, 404],
  },
  startAuthentication: { exempt: 'signed out: starts an anonymous passkey sign-in bound to no account' },
  completeAuthentication: {
    // a failed try ends the ceremony on purpose (no second guess at the same challenge), so the
    // probe holds no real key: holding one is what makes somebody the one signing in
    probe: () => ({
      params: { key: UNKNOWN_SECRET },
      body: { credential: { id: 'matrix', rawId: 'matrix', type: 'public-key', response: {} } },
    }),
    refusals: [400, 404],
    allowed: {
      nachbar: 'signed out: the ceremony’s key is the authority; probed with a guessed key',
      kasse: 'signed out: the ceremony’s key is the authority; probed with a guessed key',
    },
  },
  abandonAuthentication: {
    probe: () => ({ params: { key: UNKNOWN_SECRET } }),
    refusals: [204, 400, 404],
    allowed: {
      nachbar: 'signed out: whoever holds a ceremony’s key may end it; probed with a guessed key',
      kasse: 'signed out: whoever holds a ceremony’s key may end it; probed with a guessed key',
    },
  },

  // users
  updatePreferences: { exempt: 'changes only the caller’s own preferences and takes no object' },
  createUser: {
    probe: (world) => ({
      body: {
        name: 'Matrix Mensch',
        username: 'matrix-mensch',
        email: 'matrix-mensch@example.org',
        permissions: [{ organization: world.lauffen, role: 'admin' }],
      },
    }),
  },
  updateUser: {
    probe: (world) => ({
      params: { id: world.userIds.kasse2 },
      body: { name: 'Übernommen', current_password: OWN_PASSWORD },
    }),
    allowed: { kasse: 'anyone may change their own profile: probed on kasse2, another user of Lauffen' },
  },
  impersonateUser: { probe: (world) => ({ params: { id: world.userIds.kasse2 } }) },

  // organisation administration (superusers only)
  createOrganization: {
    probe: (world) => ({
      body: {
        name: 'Matrix-Gemeinde',
        parent: world.lauffen,
        level: 'other',
        address: {
          type: 'primary',
          address: 'Kirchgasse 1',
          postcode: '74348',
          locality: 'Lauffen',
          country: 'DE',
        },
      },
    }),
  },
  updateOrganization: {
    probe: (world) => ({
      params: { id: world.lauffen },
      body: { datev_creditor: '99999', flags: ['no_inherit_collections'], override: { enableWS: true } },
    }),
  },
  recalculateCollectionPlans: { probe: (world) => ({ params: { id: world.lauffen } }) },

  // notification contacts and features
  createContact: {
    referencedBy: 'organization',
    probe: (world) => ({ body: contactBody(world.lauffen) }),
  },
  updateContact: {
    probe: (world) => ({
      params: { id: world.contact },
      body: { name: 'Übernommen', email: 'x@example.org' },
    }),
  },
  deleteContact: { probe: (world) => ({ params: { id: world.contact } }) },
  // addresses: WRITE_ORG_DATA on the organisation (billing: superusers)
  createAddress: {
    referencedBy: 'organization',
    probe: (world) => ({
      body: {
        organization: orgUrl(world.lauffen),
        type: 'physical',
        name: 'Matrix-Kirche',
        address: 'Matrixweg 1',
        postcode: '74348',
        locality: 'Lauffen am Neckar',
      },
    }),
  },
  updateAddress: {
    probe: (world) => ({ params: { id: world.address }, body: { address: 'Matrixweg 2' } }),
  },
  endAddress: { probe: (world) => ({ params: { id: world.address } }) },
  // contracts and billing plans: superusers only
  createContract: { probe: (world) => ({ body: { organization: orgUrl(world.lauffen), type: 'ps' } }) },
  updateContract: { probe: (world) => ({ params: { id: world.contract }, body: { sepadd_active: false } }) },
  createContractBilling: {
    probe: (world) => ({ params: { id: world.contract }, body: { billing_plan: world.billingPlanUrl } }),
  },
  updateContractBilling: {
    probe: (world) => ({
      params: { id: world.contract },
      body: { id: world.billingAssociation, billing_plan: world.billingPlanUrl },
    }),
  },
  createBillingPlan: {
    probe: () => ({
      body: {
        name: 'Matrix-Plan',
        type: 'monthly',
        conditions: [{ scope: 'online', base_fee: '0', percentage: '1' }],
      },
    }),
  },
  updateBillingPlan: {
    probe: (world) => ({
      params: { id: Number(world.billingPlanUrl.split('/').at(-2)) },
      body: {
        name: 'Matrix-Plan',
        type: 'monthly',
        conditions: [{ scope: 'online', base_fee: '0', percentage: '1' }],
      },
    }),
  },
  // locations
  createLocation: {
    referencedBy: 'organization',
    probe: (world) => ({ body: { name: 'Sakristei', organization: orgUrl(world.lauffen) } }),
  },
  createFeature: {
    probe: (world) => ({
      body: {
        organization: orgUrl(world.lauffen),
        type: 'KirchgeldDigitalFeature',
        inherit: false,
        valid_from: null,
        valid_notafter: null,
      },
    }),
  },
  updateFeature: {
    probe: (world) => ({ params: { id: world.feature }, body: { valid_notafter: '2026-11-21' } }),
  },
  deleteFeature: { probe: (world) => ({ params: { id: world.feature } }) },

  // planning
  createDate: {
    referencedBy: 'organization',
    probe: (world) => ({
      body: { day: '2027-03-14', name: 'Matrix-Sonntag', organization: orgUrl(world.lauffen) },
    }),
  },
  deleteDate: { probe: (world) => ({ params: { id: world.date } }) },
  updateCalendarSetting: { probe: (world) => ({ params: { id: world.lauffen }, body: calendarBody }) },
  createPlan: {
    referencedBy: 'organization',
    probe: (world) => ({ body: planBody(world.lauffen) }),
  },
  updatePlan: {
    probe: (world) => ({ params: { id: world.plan }, body: planBody(world.lauffen, { name: 'Übernommen' }) }),
  },
  patchPlan: { probe: (world) => ({ params: { id: world.plan }, body: { allow_recurring: true } }) },
  deletePlan: { probe: (world) => ({ params: { id: world.plan } }) },
  createExclusion: {
    referencedBy: 'organization',
    probe: (world) => ({
      body: {
        plan: world.districtPlanUrl,
        location: null,
        organization: orgUrl(world.lauffen),
        inherit: true,
        targets: ['KB', 'WA'],
      },
    }),
  },
  importPlans: {
    probe: (world) => ({
      params: { id: world.lauffen },
      multipart: multipart([], {
        field: 'file',
        name: 'Kollektenplan.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: world.importTemplate,
      }),
    }),
  },
  sendQrNotification: {
    probe: (world, caller) =>
      caller === 'kasse'
        ? { params: { id: world.cashPlanBrackenheim }, body: { organization: orgUrl(world.brackenheim) } }
        : { params: { id: world.plan }, body: { organization: orgUrl(world.lauffen) } },
    allowed: {
      kasse:
        'the QR mail needs only READ_CPLAN (planning.md §6), which every user of Lauffen has: probed on Brackenheim',
    },
  },
  createDonationMeter: {
    probe: (world) => ({
      params: { id: world.donationPlan },
      body: { donation_goal: '5000.00', allowed_origins: ['www.kirche-lauffen.example'] },
    }),
  },
  updateDonationMeter: {
    probe: (world) => ({ params: { id: world.meterPlan }, body: { donation_goal: '1.00' } }),
  },
  deleteDonationMeter: { probe: (world) => ({ params: { id: world.meterPlan } }) },
  createExtension: {
    referencedBy: 'organization',
    probe: (world) => ({
      body: {
        plan: world.districtPlanUrl,
        organization: orgUrl(world.lauffen),
        location: null,
        device_class: 'SP',
        settings_local: { matt: { display: { order: { priority: 2 } } } },
      },
    }),
  },
  patchExtension: {
    probe: (world) => ({
      params: { id: world.extension },
      body: { settings_local: { john: { display: { order: { priority: 9 } } } } },
    }),
  },
  deleteExtension: { probe: (world) => ({ params: { id: world.extension } }) },
  createPlanGroup: {
    referencedBy: 'members',
    probe: (world) => ({
      body: {
        group: {
          name: null,
          type: 'collection',
          collection_variant: 'inner',
          inherit: false,
          foreign: false,
          display: {},
          meta: {},
        },
        members: world.twins.map((plan) => ({ plan, weight: 1 })),
      },
    }),
  },
  duplicatePlanGroup: {
    probe: (world) => ({
      params: { id: world.group },
      body: {
        group: planBody(world.lauffen, { date: '2027-01-10', start: null, end: null }),
        members: world.groupMembers.map((plan) => ({ plan, weight: 1 })),
      },
    }),
  },
  deletePlanGroup: { probe: (world) => ({ params: { id: world.group } }) },

  // devices
  updateDeviceSettings: {
    probe: (world) => ({ params: { id: world.device }, body: { settings_local: { initialInputValue: 10 } } }),
  },
  updateOrganizationTypeSettings: {
    probe: (world) => ({
      params: { id: world.lauffen, type: 'andrew' },
      body: { settings_local: { initialInputValue: 10 } },
    }),
  },
  requestCashUp: {
    probe: (world, caller) => ({
      params: { id: caller === 'kasse' ? world.brackenheimDevice : world.device },
    }),
    allowed: {
      kasse: 'a user of Lauffen may ask Lauffen’s devices to cash up: probed on a device of Brackenheim',
    },
  },
  uploadImage: {
    probe: (world) => ({
      multipart: multipart(
        [
          ['organization', orgUrl(world.lauffen)],
          ['types', 'john'],
        ],
        { field: 'file', name: 'bild.png', type: 'image/png', content: world.png },
      ),
    }),
  },
  changeProvisioningRequest: {
    probe: (world) => ({
      params: { id: world.provisioningRequest },
      body: {
        state: 'allowed',
        context: orgUrl(world.lauffen),
        device_name: 'Übernommen',
        device_type: 'matt',
      },
    }),
  },
  createProvisioningRequest: {
    exempt: 'signed out: a device asks to be set up; the request does nothing until a superuser allows it',
  },
  pollProvisioningRequest: {
    probe: (world) => ({ params: { id: world.provisioningRequest }, body: { claim_token: UNKNOWN_SECRET } }),
    allowed: {
      nachbar: 'signed out: the device’s claim token is the authority; probed with a guessed one',
      kasse: 'signed out: the device’s claim token is the authority; probed with a guessed one',
    },
  },
  completeProvisioningRequest: {
    probe: (world) => ({ params: { id: world.provisioningRequest }, body: { claim_token: UNKNOWN_SECRET } }),
    allowed: {
      nachbar: 'signed out: the device’s claim token is the authority; probed with a guessed one',
      kasse: 'signed out: the device’s claim token is the authority; probed with a guessed one',
    },
  },

  // cash
  createCashPayment: {
    probe: (world, caller) => ({
      body:
        caller === 'kasse'
          ? cashBody(world.brackenheim, world.cashPlanBrackenheim)
          : cashBody(world.lauffen, world.cashPlanLauffen),
    }),
    allowed: { kasse: 'a user of Lauffen enters Lauffen’s cash: probed on Brackenheim' },
  },
  updateCashPayment: {
    probe: (world, caller) =>
      caller === 'kasse'
        ? {
            params: { id: world.cashBrackenheim.id },
            body: cashBody(world.brackenheim, world.cashPlanBrackenheim),
          }
        : { params: { id: world.cashLauffen.id }, body: cashBody(world.lauffen, world.cashPlanLauffen) },
    allowed: { kasse: 'a user of Lauffen corrects Lauffen’s entered cash: probed on Brackenheim' },
  },
  confirmCashPayment: {
    probe: (world, caller) => {
      // what a confirmer saw: the version it read, so that validation lets the request through
      const payment = caller === 'kasse' ? world.cashBrackenheim : world.cashLauffen;
      return { params: { id: payment.id }, body: { version: payment.version } };
    },
    allowed: { kasse: 'a user of Lauffen confirms cash kasse2 entered (four eyes): probed on Brackenheim' },
  },

  // direct-debit files: Lauffen's administrators and above; a return also Lauffen's treasurers
  updateDirectDebitFile: {
    probe: (world) => ({ params: { id: world.directDebitFile }, body: { processed: true } }),
  },
  confirmDirectDebitFileCollected: { probe: (world) => ({ params: { id: world.directDebitFile } }) },
  startDirectDebitRun: { probe: (world) => ({ body: { organization: world.lauffen } }) },

  // billing documents: only superusers start a run (a plain user and another parish's admin get 403)
  startBillingRun: {
    probe: (world) => ({ body: { organization: world.lauffen, period_start: '2026-10-01' } }),
  },
  returnDirectDebit: { probe: (world) => ({ params: { id: world.directDebit } }) },

  // recurring donations: only Lauffen's administrators and above stop Lauffen's; the donor by the link
  cancelRecurringPayment: {
    probe: (world) => ({ params: { id: world.recurringGift } }),
  },
  cancelRecurringPaymentByToken: {
    probe: () => ({ body: { token: UNKNOWN_SECRET } }),
    refusals: [404],
    allowed: {
      nachbar: 'signed out: the token of the donor’s mail is the authority; probed with a guessed one',
      kasse: 'signed out: the token of the donor’s mail is the authority; probed with a guessed one',
    },
  },

  // donation receipts: minimum amounts by superusers only; the device gift's code is the claim's authority
  archiveDonationReceipt: { probe: (world) => ({ params: { id: world.donationReceipt } }) },
  correctDonationReceipt: {
    probe: (world) => ({
      params: { id: world.donationReceipt },
      body: {
        person_data: {
          first_name: 'Erika',
          last_name: 'Mustermann',
          street: 'Hauptstraße 1',
          postal_code: '74348',
          city: 'Lauffen am Neckar',
        },
      },
    }),
  },
  startReceiptZip: {
    probe: (world) => ({
      body: { organization: world.lauffen, date_from: '2026-01-01', date_before: '2027-01-01' },
    }),
  },
  createDonationReceiptConfiguration: {
    probe: (world) => ({
      params: { id: world.lauffen },
      body: {
        min_amount_donation: '10.00',
        min_amount_collection: '10.00',
        valid_from: '2031-01-01',
        valid_notafter: null,
      },
    }),
  },
  claimDeviceReceipt: {
    probe: () => ({
      body: {
        code: 'AAAA-BBBB-CC',
        first_name: 'Erika',
        last_name: 'Mustermann',
        street: 'Hauptstraße 1',
        postal_code: '74348',
        city: 'Lauffen',
      },
    }),
    refusals: [400],
    allowed: {
      nachbar: 'signed out: the code the device showed is the authority; probed with a guessed one',
      kasse: 'signed out: the code the device showed is the authority; probed with a guessed one',
    },
  },

  // public token pages (public-pages.int.test.ts): the links of an organisation by its administrators;
  // the pages themselves are signed out, the token is the authority, probed with a guessed one
  createPublicToken: {
    probe: (world) => ({
      params: { id: world.lauffen },
      body: { purpose: 'cash_payment', object_id: world.cashPlanLauffen },
    }),
  },
  revokePublicToken: { probe: (world) => ({ params: { id: world.publicToken } }) },
  fillAccountingFieldsByToken: {
    probe: () => ({
      params: { token: UNKNOWN_SECRET },
      body: { meta: { accounting: { Kostenstelle: '1' } } },
    }),
    refusals: [404],
    allowed: {
      nachbar: 'signed out: the link’s token is the authority; probed with a guessed one',
      kasse: 'signed out: the link’s token is the authority; probed with a guessed one',
    },
  },
  submitCashByToken: {
    probe: () => ({ params: { token: UNKNOWN_SECRET }, body: { amount: '12.50' } }),
    refusals: [404],
    allowed: {
      nachbar: 'signed out: the link’s token is the authority; probed with a guessed one',
      kasse: 'signed out: the link’s token is the authority; probed with a guessed one',
    },
  },
  stopCashPaymentsBySecureLink: {
    probe: (world) => ({ params: { token: UNKNOWN_SECRET, organization_id: world.lauffen } }),
    refusals: [404],
    allowed: {
      nachbar: 'signed out: the link’s token is the authority; probed with a guessed one',
      kasse: 'signed out: the link’s token is the authority; probed with a guessed one',
    },
  },

  // collection forwarding: DISBURSEMENT_ORDER on Lauffen (child) or on its district (parent)
  stopCashPayments: { probe: (world) => ({ params: { id: world.disbursementOrder } }) },
  cancelDisbursementOrder: { probe: (world) => ({ params: { id: world.disbursementOrder } }) },
  confirmDisbursementTransfer: { probe: (world) => ({ params: { id: world.disbursementOrder } }) },
  markDisbursementTransferred: { probe: (world) => ({ params: { id: world.disbursementOrder } }) },
  orderDisbursementRun: {
    probe: (world) => ({
      body: { handling_organization: world.district, orders: [world.disbursementOrder] },
    }),
  },

  // online giving: the donor apps and payment providers, all signed out (online-giving/*.int.test.ts)
  createDonation: {
    exempt: 'signed out: a donor gives through an organisation’s public app; it changes no existing object',
  },
  receivePaymentProviderWebhook: {
    exempt: 'signed out: the provider’s signature is the authority; forged and replayed ones are refused',
  },
  confirmTestPayment: {
    exempt:
      'signed out: the test provider’s page; its unguessable payment id is the authority (not in production)',
  },
  cancelTestPayment: {
    exempt:
      'signed out: the test provider’s page; its unguessable payment id is the authority (not in production)',
  },
};

const writeRoutes = Object.entries(routes as Record<string, RouteDefinition>).filter(
  ([, route]) => route.method !== 'GET',
);

/**
 * Tables whose rows change without anyone writing on purpose, and why they are left out or cut down.
 * Sessions are kept by who holds them (a session made or ended is a change), not by when last seen.
 */
const VOLATILE: Record<string, string | null> = {
  auth_token: 'select id, user_id, impersonator_id, token_hash from auth_token',
  login_attempt: null,
  // throttle counters: a refused request still counts against the caller's limits, by design
  request_log: null,
};

/** A fingerprint of every table of the schema: its row count and an md5 of all its rows. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const parts = tables.rows
    .filter(({ table_name }) => VOLATILE[table_name] !== null)
    .map(({ table_name }) => {
      const source = VOLATILE[table_name] ?? `select * from "${table_name}"`;
      return `select '${table_name}' as name, count(*)::text || ' ' || coalesce(md5(string_agg(t::text, '' order by t::text)), '') as print from (${source}) t`;
    });
  const result = await sql<{ name: string; print: string }>`${sql.raw(parts.join(' union all '))}`.execute(
    db,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}

let server: TestServer;
let world: World;
const tokens = {} as Record<CallerName | 'gemeinde' | 'planer' | 'admin' | 'bezirk' | 'kasse2', string>;
let lastSnapshot: Record<string, string>;

async function send(token: string | undefined, route: RouteDefinition, probe: Probe) {
  const url = `${API_PREFIX}${fillPath(route.path, probe.params)}${probe.query ?? ''}`;
  if (probe.multipart) {
    return server.call({
      method: route.method,
      url,
      token,
      headers: { 'content-type': probe.multipart.contentType },
      payload: probe.multipart.payload,
    });
  }
  return server.call({
    method: route.method,
    url,
    token,
    ...(probe.body === undefined ? {} : { payload: probe.body as Record<string, unknown> }),
  });
}

/** Calls a route as a setup account and fails loudly unless it succeeds. */
async function must(token: string, key: keyof typeof routes, probe: Probe) {
  const response = await send(token, routes[key] as RouteDefinition, probe);
  if (response.statusCode >= 300) throw new Error(`${key} failed: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? null : response.json();
}

async function buildWorld(): Promise<World> {
  const { db } = server.context;
  const { parish: lauffen, neighbourParish: brackenheim, district } = server.world.ids;
  for (const name of ['nachbar', 'kasse', 'gemeinde', 'planer', 'admin', 'bezirk', 'kasse2'] as const)
    tokens[name] = await server.login(name);
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'kasse2', 'nachbar'])
    .execute();
  const userId = (name: string) => users.find((user) => user.username === name)?.id ?? 0;

  const sessions = (
    await server.call({
      method: 'GET',
      url: `${API_PREFIX}user/${userId('gemeinde')}/sessions/`,
      token: tokens.gemeinde,
    })
  ).json() as { id: string | number }[];
  const credential = await db
    .insertInto('webauthn_credential')
    .values({
      user_id: userId('gemeinde'),
      credential_id: 'matrix-credential',
      public_key: 'AAAA',
      counter: 0,
      transports: 'internal',
      device_type: 'multi_device',
      backed_up: true,
      name: 'Passkey der Gemeinde',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registration = await must(tokens.gemeinde, 'startRegistration', {
    body: { current_password: OWN_PASSWORD },
  });
  const keyOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';

  const plan = await must(tokens.planer, 'createPlan', {
    body: planBody(lauffen, { name: 'Lauffens Plan' }),
  });
  const donationTargets = { type: 'donation', collection_variant: null, targets: ['WS', 'KB'] };
  const meterPlan = await must(tokens.planer, 'createPlan', {
    body: planBody(lauffen, { name: 'Neue Orgel', ...donationTargets }),
  });
  const donationPlan = await must(tokens.planer, 'createPlan', {
    body: planBody(lauffen, { name: 'Neue Glocken', ...donationTargets }),
  });
  await must(tokens.admin, 'createDonationMeter', {
    params: { id: meterPlan.id },
    body: { donation_goal: '10000.00', allowed_origins: ['www.kirche-lauffen.example'] },
  });
  const districtPlan = await must(tokens.bezirk, 'createPlan', {
    body: planBody(district, { name: 'Bezirkskollekte', inherit: true }),
  });
  const extension = await must(tokens.gemeinde, 'createExtension', {
    body: {
      plan: districtPlan.url,
      organization: orgUrl(lauffen),
      location: null,
      device_class: 'WA',
      settings_local: { john: { display: { order: { priority: 1 } } } },
    },
  });
  const twinPeriod = { start: '2027-02-14T08:00:00.000Z', end: '2027-02-14T14:00:00.000Z' };
  const twins: [string, string] = [
    (
      await must(tokens.planer, 'createPlan', {
        body: planBody(lauffen, { name: 'Zwilling A', ...twinPeriod }),
      })
    ).url,
    (
      await must(tokens.planer, 'createPlan', {
        body: planBody(lauffen, { name: 'Zwilling B', ...twinPeriod }),
      })
    ).url,
  ];
  const demoGroup = await db
    .selectFrom('collection_plan as parent')
    .select('parent.id')
    .where('parent.organization_id', '=', lauffen)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('collection_plan as member')
          .select('member.id')
          .whereRef('member.parent_id', '=', 'parent.id'),
      ),
    )
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('collection_plan')
    .select('id')
    .where('parent_id', '=', demoGroup.id)
    .orderBy('id')
    .execute();

  const contact = await must(tokens.gemeinde, 'createContact', { body: contactBody(lauffen) });
  const feature = await db
    .selectFrom('organization_feature')
    .select('id')
    .where('organization_id', '=', lauffen)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const date = await must(tokens.gemeinde, 'createDate', {
    body: { day: '2027-04-11', name: 'Gemeindefest', organization: orgUrl(lauffen) },
  });
  const deviceOf = (organizationId: number) =>
    db
      .selectFrom('device')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('device_type', '=', 'andrew')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  // Brackenheim gets the cash module too, so that kasse has a cash payment it must not reach
  await sql`
    update organization
    set settings_local = jsonb_set(settings_local, '{features}',
      coalesce(settings_local -> 'features', '{}'::jsonb) || '{"allow_cash_payments": true}'::jsonb)
    where id = ${brackenheim}`.execute(db);
  const cashPlanLauffen = await must(tokens.planer, 'createPlan', {
    body: planBody(lauffen, {
      name: 'Bargeld Lauffen',
      targets: ['KB', 'GC'],
      start: '2026-11-20T09:30:00Z',
      end: '2026-12-31T22:59:00Z',
    }),
  });
  const cashPlanBrackenheim = await must(tokens.nachbar, 'createPlan', {
    body: planBody(brackenheim, {
      name: 'Bargeld Brackenheim',
      targets: ['KB', 'GC'],
      start: '2026-11-20T09:30:00Z',
      end: '2026-12-31T22:59:00Z',
    }),
  });
  const cashLauffen = await must(tokens.kasse2, 'createCashPayment', {
    body: cashBody(lauffen, cashPlanLauffen.id),
  });
  const cashBrackenheim = await must(tokens.nachbar, 'createCashPayment', {
    body: cashBody(brackenheim, cashPlanBrackenheim.id),
  });
  await ensureCreditor(db, lauffen);
  const [directDebit] = await insertDueDebits(db, {
    organizationId: lauffen,
    count: 1,
    dueDay: '2026-11-24',
    tag: 'MATRIX',
  });
  const directDebitFile = await createFileForCreditor(server.context, lauffen, {
    warn: () => undefined,
    notifyInTransaction: async () => undefined,
  });
  const provisioning = await db
    .selectFrom('provisioning_request')
    .select('id')
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  const address = await db
    .selectFrom('organization_address')
    .select('id')
    .where('organization_id', '=', lauffen)
    .where('type', '=', 'primary')
    .where('valid_until', 'is', null)
    .executeTakeFirstOrThrow();
  const contract = await db
    .selectFrom('contract')
    .select('id')
    .where('organization_id', '=', lauffen)
    .executeTakeFirstOrThrow();
  const association = await db
    .selectFrom('billing_plan_association')
    .select(['id', 'billing_plan_id'])
    .where('contract_id', '=', contract.id)
    .orderBy('valid_from', 'desc')
    .executeTakeFirstOrThrow();
  const template = await server.call({
    method: 'GET',
    url: `${API_PREFIX}organization/${lauffen}/kollektenplan_template/`,
    token: tokens.planer,
  });
  return {
    lauffen,
    brackenheim,
    district,
    userIds: { gemeinde: userId('gemeinde'), kasse2: userId('kasse2'), nachbar: userId('nachbar') },
    gemeindeSession: String(sessions[0]?.id),
    gemeindeCredential: credential.id,
    gemeindeRegistrationKey: keyOf(registration.url),
    plan: plan.id,
    meterPlan: meterPlan.id,
    donationPlan: donationPlan.id,
    districtPlanUrl: districtPlan.url,
    extension: extension.id,
    twins,
    group: demoGroup.id,
    groupMembers: members.map((member) => planUrl(member.id)),
    contact: contact.id,
    feature: feature.id,
    date: date.id,
    device: (await deviceOf(lauffen)).id,
    brackenheimDevice: (await deviceOf(brackenheim)).id,
    cashLauffen: { id: cashLauffen.id, version: cashLauffen.version },
    cashBrackenheim: { id: cashBrackenheim.id, version: cashBrackenheim.version },
    cashPlanLauffen: cashPlanLauffen.id,
    cashPlanBrackenheim: cashPlanBrackenheim.id,
    provisioningRequest: provisioning.id,
    directDebitFile: directDebitFile?.id ?? 0,
    directDebit: directDebit ?? 0,
    recurringGift: (
      await insertRecurringGift(db, {
        organizationId: lauffen,
        planId: plan.id,
        name: 'Matrix Spender',
        createdAt: '2026-11-19T09:00:00Z',
      })
    ).id,
    donationReceipt: (
      await db
        .selectFrom('donation_receipt')
        .select('id')
        .where('organization_id', '=', lauffen)
        .where('archived_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
    address: address.id,
    contract: contract.id,
    billingAssociation: association.id,
    billingPlanUrl: `http://localhost:80/api/v2/billing/manage/plan/${association.billing_plan_id}/`,
    publicToken: (
      await issuePublicToken(db, {
        purpose: 'cash_payment',
        objectId: cashPlanLauffen.id,
        organizationId: lauffen,
        createdBy: null,
        now: server.context.clock.now(),
      })
    ).id,
    disbursementOrder: (
      await db
        .selectFrom('disbursement_order')
        .select('id')
        .where('organization_id', '=', lauffen)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
    importTemplate: template.rawPayload,
    png: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#723288' } })
      .png()
      .toBuffer(),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld();
  lastSnapshot = await snapshot(server.context.db);
});
afterAll(() => server?.close());

describe('the route matrix', () => {
  it('has a probe for exactly the write routes of the contract', () => {
    const writeKeys = writeRoutes.map(([key]) => key);
    expect(
      writeKeys.filter((key) => !(key in FIXTURES)),
      'write routes without a probe',
    ).toEqual([]);
    const stale = Object.keys(FIXTURES).filter((key) => !writeKeys.includes(key));
    expect(stale, 'probes of routes that are no write routes').toEqual([]);
  });

  describe.each(writeRoutes)('%s', (key, route) => {
    it.each(CALLERS)('refuses %s against Lauffen and changes nothing', async (caller) => {
      const fixture = FIXTURES[key];
      if (!fixture)
        throw new Error(`write route ${key} has no probe in the route matrix: add one to FIXTURES`);
      if ('exempt' in fixture) return;
      const probe = fixture.probe(world, caller);
      const response = await send(tokens[caller], route, probe);
      const after = await snapshot(server.context.db);
      const changed = Object.keys(after).filter((table) => after[table] !== lastSnapshot[table]);
      lastSnapshot = after;
      const isHiddenReference =
        fixture.referencedBy !== undefined &&
        response.statusCode === 400 &&
        fixture.referencedBy in (response.json() as Record<string, unknown>);
      if (!isHiddenReference)
        expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBeOneOf([
          ...(fixture.refusals ?? [403, 404]),
        ]);
      expect(changed, `${route.method} ${route.path} changed rows`).toEqual([]);
    });
  });
});
