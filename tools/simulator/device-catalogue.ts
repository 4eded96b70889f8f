/** Which devices to simulate: the hardware devices a user can see, read from the server's API. */

export type CatalogueDevice = {
  identity: string;
  name: string;
  deviceClass: string;
  type: string;
  organization: string;
};

const HARDWARE_CLASSES = ['KB', 'SD', 'SP', 'KS', 'FS'];

async function call<T>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/api/v2/${path}`, {
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(rest.body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${rest.method ?? 'GET'} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const body = await call<{ auth_token: string }>(baseUrl, 'user/obtain_token/', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return body.auth_token;
}

/** The first `count` hardware devices below the organisation (default: the user's topmost one). */
export async function loadDevices(
  baseUrl: string,
  token: string,
  options: { count: number; organizationId?: number },
): Promise<CatalogueDevice[]> {
  let organizationId = options.organizationId;
  if (organizationId === undefined) {
    const organizations = await call<{ id: number; path: number[] }[]>(baseUrl, 'organization/', { token });
    const top = [...organizations].sort((a, b) => a.path.length - b.path.length)[0];
    if (!top) return [];
    organizationId = top.id;
  }
  const devices = await call<
    {
      mqtt_identity: string | null;
      name: string;
      device_class: string;
      type: string;
      organization: { name: string };
    }[]
  >(baseUrl, `organization/${organizationId}/devices/?recursive=true`, { token });
  return devices
    .filter((device) => device.mqtt_identity && HARDWARE_CLASSES.includes(device.device_class))
    .slice(0, options.count)
    .map((device) => ({
      identity: device.mqtt_identity as string,
      name: device.name,
      deviceClass: device.device_class,
      type: device.type,
      organization: device.organization.name,
    }));
}

export { call as callApi };
