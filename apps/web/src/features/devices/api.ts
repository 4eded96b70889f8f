/** Queries and mutations of the device area; everything typed from the contract. */
import { API_PREFIX, type ContentImage, contentImage, routes, type SettingsChange } from '@kollekta/contract';
import type { DeviceType } from '@kollekta/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { claimIdempotencyKey, settleIdempotencyKey } from '../../lib/idempotency-keys';
import { API_MESSAGES } from '../../lib/messages';
import { sessionStore } from '../session';

export const deviceKeys = {
  all: ['devices'] as const,
  list: (organizationId: number, recursive: boolean) =>
    ['devices', 'list', organizationId, recursive] as const,
  settings: (target: SettingsTarget) => ['devices', 'settings', target] as const,
  images: (organizationId: number) => ['devices', 'images', organizationId] as const,
  directLink: (organizationId: number, app: 'john' | 'bart') =>
    ['devices', 'direct-link', organizationId, app] as const,
  provisioning: (which: 'open' | 'finished') => ['devices', 'provisioning', which] as const,
  firmware: (kind: string, identifier: string) => ['devices', 'firmware', kind, identifier] as const,
  everyDevice: (query: EveryDeviceQuery) => ['devices', 'every', query] as const,
};

export type EveryDeviceQuery = { search: string; deviceClass: string | null; limit: number; offset: number };

/** The release of a firmware; 404 ('Unbekannte Firmware') is an answer, not an error to report. */
export const firmwareQuery = (kind: string, identifier: string) =>
  queryOptions({
    queryKey: deviceKeys.firmware(kind, identifier),
    queryFn: ({ signal }) => callApi(routes.getFirmwareInfo, { params: { kind, identifier }, signal }),
    meta: { handledStatuses: [404, 400] },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every device of every organisation, a page at a time (superusers). */
export const everyDeviceQuery = (query: EveryDeviceQuery) =>
  queryOptions({
    queryKey: deviceKeys.everyDevice(query),
    queryFn: ({ signal }) =>
      callApi(routes.listAllDevices, {
        query: {
          ...(query.search.trim() ? { search: query.search.trim() } : {}),
          ...(query.deviceClass ? { device_class: query.deviceClass } : {}),
          limit: query.limit,
          offset: query.offset,
        },
        signal,
      }),
  });

export const devicesQuery = (organizationId: number, recursive: boolean) =>
  queryOptions({
    queryKey: deviceKeys.list(organizationId, recursive),
    queryFn: ({ signal }) =>
      callApi(routes.listOrganizationDevices, {
        params: { id: organizationId },
        query: { recursive: recursive ? 'true' : 'false' },
        signal,
      }),
    meta: { handledStatuses: [404] },
  });

/** A device's own settings, or an organisation's settings for a device type (its web apps). */
export type SettingsTarget =
  | { kind: 'device'; deviceId: number }
  | { kind: 'organization'; organizationId: number; type: DeviceType };

export const settingsQuery = (target: SettingsTarget) =>
  queryOptions({
    queryKey: deviceKeys.settings(target),
    queryFn: ({ signal }) =>
      target.kind === 'device'
        ? callApi(routes.getDeviceSettings, { params: { id: target.deviceId }, signal })
        : callApi(routes.getOrganizationTypeSettings, {
            params: { id: target.organizationId, type: target.type },
            signal,
          }),
    staleTime: 0,
  });

export function saveSettings(target: SettingsTarget, change: SettingsChange) {
  return target.kind === 'device'
    ? callApi(routes.updateDeviceSettings, { params: { id: target.deviceId }, body: change })
    : callApi(routes.updateOrganizationTypeSettings, {
        params: { id: target.organizationId, type: target.type },
        body: change,
      });
}

export const imagesQuery = (organizationId: number) =>
  queryOptions({
    queryKey: deviceKeys.images(organizationId),
    queryFn: ({ signal }) => callApi(routes.listImages, { query: { organization: organizationId }, signal }),
  });

export const directLinkQuery = (organizationId: number, app: 'john' | 'bart') =>
  queryOptions({
    queryKey: deviceKeys.directLink(organizationId, app),
    queryFn: ({ signal }) =>
      callApi(routes.getDirectLink, { params: { id: organizationId }, query: { app }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const provisioningQuery = (which: 'open' | 'finished') =>
  queryOptions({
    queryKey: deviceKeys.provisioning(which),
    queryFn: ({ signal }) => callApi(routes.listProvisioningRequests, { query: { state: which }, signal }),
    // devices move their requests on by themselves: the lists follow
    refetchInterval: 3000,
  });

export function requestCashUp(deviceId: number) {
  return callApi(routes.requestCashUp, { params: { id: deviceId } });
}

export function acceptProvisioning(
  id: number,
  body: { context: string; device_name: string; device_type: DeviceType },
) {
  return callApi(routes.changeProvisioningRequest, { params: { id }, body: { state: 'allowed', ...body } });
}

/** `POST content/image/` as multipart (file, types repeated, organization): fetch builds the boundary. */
export async function uploadImage(input: {
  file: File;
  types: string[];
  organizationUrl: string;
}): Promise<ContentImage> {
  const form = new FormData();
  form.append('organization', input.organizationUrl);
  for (const type of input.types) form.append('types', type);
  form.append('file', input.file, input.file.name);
  const token = sessionStore.getState().token;
  // a double click uploads the same file once (the same Idempotency-Key, see callApi)
  const fingerprint = `POST content/image/ ${input.organizationUrl} ${input.types.join(',')} ${input.file.name} ${input.file.size} ${input.file.lastModified}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(routes.uploadImage), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Idempotency-Key': claimIdempotencyKey(fingerprint),
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      body: form,
    });
    settleIdempotencyKey(fingerprint);
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  if (!response.ok) throw new ApiError(response.status, data);
  const parsed = contentImage.safeParse(data);
  if (!parsed.success)
    throw new ApiError(0, data, API_MESSAGES.unexpectedAnswer(`${API_PREFIX}content/image/`));
  return parsed.data;
}
