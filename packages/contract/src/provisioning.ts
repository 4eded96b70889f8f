/**
 * Enrolling new physical devices (devices-income-kirchgeld.md §2 "Device provisioning", §3, §4, §7).
 * A device asks with a PIN it shows on its screen; a superuser accepts it with a name, a device
 * type and an organisation; the device then fetches its MQTT credentials and reports back.
 */
import { BOARD_TYPES, PROVISIONING_STATES } from '@kollekta/domain';
import { z } from 'zod';
import { idParams } from './common';
import { deviceType } from './devices';
import { defineRoute } from './route';

export const provisioningState = z.enum(PROVISIONING_STATES);

export const provisioningRequest = z.object({
  url: z.string(),
  id: z.number().int(),
  state: provisioningState,
  pin: z.string(),
  /** the address the request came from */
  source: z.string(),
  request_data: z.object({ board_type: z.string(), serial: z.string() }),
  created_at: z.string(),
  device_name: z.string().nullable(),
  device_type: deviceType.nullable(),
  organization: z.object({ id: z.number().int(), url: z.string(), name: z.string() }).nullable(),
  device: z.string().nullable(),
});
export type ProvisioningRequest = z.infer<typeof provisioningRequest>;

export const listProvisioningRequests = defineRoute({
  method: 'GET',
  path: 'provisioning_request/',
  summary: 'Open (pending, allowed, registering) or finished (done) provisioning requests; superusers only',
  auth: true,
  query: z.object({ state: z.enum(['open', 'finished']).optional() }),
  status: 200,
  response: z.array(provisioningRequest),
});

export const changeProvisioningRequest = defineRoute({
  method: 'PATCH',
  path: 'provisioning_request/:id/',
  summary:
    'Accepts a pending request: target state allowed, the organisation (context), device name and type',
  auth: true,
  params: idParams,
  body: z.object({
    state: z.literal('allowed'),
    context: z.string(),
    device_name: z.string().max(100),
    device_type: deviceType,
  }),
  status: 200,
  response: provisioningRequest,
});

// ─── Calls of the device itself (no user; the claim token proves it is the same device) ─────

export const createProvisioningRequest = defineRoute({
  method: 'POST',
  path: 'provisioning_request/',
  summary: 'A new device asks to be provisioned, with the PIN it shows on its screen',
  auth: false,
  body: z.object({
    board_type: z.enum(BOARD_TYPES),
    serial: z.string().min(4).max(64),
    pin: z.string().regex(/^[0-9]{6}$/),
  }),
  status: 201,
  response: z.object({ id: z.number().int(), state: provisioningState, claim_token: z.string() }),
});

const claimBody = z.object({ claim_token: z.string().min(20).max(200) });

export const pollProvisioningRequest = defineRoute({
  method: 'POST',
  path: 'provisioning_request/:id/poll/',
  summary:
    'The device asks how its request stands; once accepted it receives its MQTT credentials exactly once and the request is registering. Later polls get no credentials (the password is stored only as a hash) but a German `detail`',
  auth: false,
  params: idParams,
  body: claimBody,
  status: 200,
  response: z.object({
    state: provisioningState,
    credentials: z
      .object({ mqtt_identity: z.string(), mqtt_password: z.string(), websocket_path: z.string() })
      .nullable(),
    /** why there are no credentials although the request was accepted (they were handed out before) */
    detail: z.string().optional(),
  }),
});

export const completeProvisioningRequest = defineRoute({
  method: 'POST',
  path: 'provisioning_request/:id/complete/',
  summary: 'The device reports that it is connected with its credentials: the request is done',
  auth: false,
  params: idParams,
  body: claimBody,
  status: 200,
  response: z.object({ state: provisioningState }),
});
