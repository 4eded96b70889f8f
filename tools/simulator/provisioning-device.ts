/**
 * A new device that asks to be provisioned (devices-income-kirchgeld.md §2, §4): it shows a PIN,
 * waits until staff accept it, fetches its MQTT credentials, connects and reports that it is done.
 */
import { callApi } from './device-catalogue';
import { SimulatedDevice, type SimulatorClock } from './simulated-device';

export type ProvisioningOptions = {
  baseUrl: string;
  /** the broker to connect to once provisioned; default the server's WebSocket */
  mqttUrl?: string;
  boardType?: string;
  serial?: string;
  pin?: string;
  pollMs?: number;
  clock?: SimulatorClock;
  log?: (message: string) => void;
};

export type ProvisioningHandle = {
  id: number;
  pin: string;
  serial: string;
  /** resolves with the running device once the request is done */
  done: Promise<SimulatedDevice>;
  cancel(): void;
};

const CLASS_OF_BOARD: Record<string, string> = {
  'kb-v2': 'KB',
  'kb-v3': 'KB',
  'sd-v1': 'SD',
  'sp-v2': 'SP',
  'ks-v1': 'KS',
  'fs-v1': 'FS',
};

export async function requestProvisioning(options: ProvisioningOptions): Promise<ProvisioningHandle> {
  const log = options.log ?? (() => undefined);
  const boardType = options.boardType ?? 'kb-v3';
  const serial = options.serial ?? `SIM-${Date.now().toString(36).toUpperCase()}`;
  const pin = options.pin ?? String(Math.floor(100000 + Math.random() * 900000));
  const created = await callApi<{ id: number; claim_token: string }>(
    options.baseUrl,
    'provisioning_request/',
    {
      method: 'POST',
      body: JSON.stringify({ board_type: boardType, serial, pin }),
    },
  );
  log(`Neues Gerät ${serial} (${boardType}) wartet auf Annahme, PIN ${pin}`);
  let isCancelled = false;
  const done = (async () => {
    for (;;) {
      if (isCancelled) throw new Error('abgebrochen');
      const answer = await callApi<{
        state: string;
        credentials: { mqtt_identity: string; mqtt_password: string; websocket_path: string } | null;
        detail?: string;
      }>(options.baseUrl, `provisioning_request/${created.id}/poll/`, {
        method: 'POST',
        body: JSON.stringify({ claim_token: created.claim_token }),
      });
      if (answer.credentials) {
        const { mqtt_identity: identity, mqtt_password: password, websocket_path: path } = answer.credentials;
        log(`${serial}: angenommen als ${identity}, verbindet sich`);
        const device = new SimulatedDevice({
          identity,
          password,
          name: serial,
          deviceClass: CLASS_OF_BOARD[boardType] ?? 'KB',
          url: options.mqttUrl ?? `${options.baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}${path}`,
          clock: options.clock,
          bootMs: 1000,
          log,
        });
        await device.start();
        await callApi(options.baseUrl, `provisioning_request/${created.id}/complete/`, {
          method: 'POST',
          body: JSON.stringify({ claim_token: created.claim_token }),
        });
        log(`${serial}: Provisionierung abgeschlossen`);
        return device;
      }
      // The password is handed out once: without it here, waiting longer brings nothing.
      if (answer.state === 'registering') throw new Error(answer.detail ?? 'Zugangsdaten bereits ausgegeben');
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
    }
  })();
  return {
    id: created.id,
    pin,
    serial,
    done,
    cancel: () => {
      isCancelled = true;
    },
  };
}
