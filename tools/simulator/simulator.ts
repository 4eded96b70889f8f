/**
 * The device simulator as a module: tests start it in-process, `npm run simulate` from the CLI.
 * It runs demo devices of a Kollekta server (signing in as them with their demo passwords), can
 * switch single devices off and on, move its clock, and enrol new devices by provisioning.
 */
import { demoDevicePassword } from './demo-credentials';
import { type CatalogueDevice, loadDevices, signIn } from './device-catalogue';
import { type ProvisioningHandle, requestProvisioning } from './provisioning-device';
import { SimulatedDevice, type SimulatorClock } from './simulated-device';

export type SimulatorOptions = {
  /** the Kollekta server, e.g. http://localhost:8080 */
  baseUrl: string;
  /** the broker the devices use; default the server's /ws/telemetry */
  mqttUrl?: string;
  username?: string;
  password?: string;
  /** how many devices; they are the first hardware devices the user can see */
  count: number;
  organizationId?: number;
  bootMs?: number;
  /** the devices report the gifts they take, and the server books them (see SimulatedDevice) */
  reportGifts?: boolean;
  log?: (message: string) => void;
};

/** A clock the simulator's devices read; tests move it together with the browser's. */
export function createSimulatorClock(): SimulatorClock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

export class Simulator {
  readonly devices: SimulatedDevice[] = [];
  readonly catalogue: CatalogueDevice[];
  readonly clock = createSimulatorClock();
  readonly #options: SimulatorOptions;
  readonly #provisioned: ProvisioningHandle[] = [];

  private constructor(options: SimulatorOptions, catalogue: CatalogueDevice[]) {
    this.#options = options;
    this.catalogue = catalogue;
    const url =
      options.mqttUrl ?? `${options.baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/ws/telemetry`;
    for (const entry of catalogue) {
      this.devices.push(
        new SimulatedDevice({
          identity: entry.identity,
          password: demoDevicePassword(entry.identity),
          name: entry.name,
          deviceClass: entry.deviceClass,
          url,
          clock: this.clock,
          bootMs: options.bootMs,
          reportGifts: options.reportGifts,
          log: options.log,
        }),
      );
    }
  }

  static async create(options: SimulatorOptions): Promise<Simulator> {
    const token = await signIn(
      options.baseUrl,
      options.username ?? 'admin',
      options.password ?? 'Kollekta-Demo-2026',
    );
    const catalogue = await loadDevices(options.baseUrl, token, {
      count: options.count,
      organizationId: options.organizationId,
    });
    return new Simulator(options, catalogue);
  }

  device(identity: string): SimulatedDevice {
    const device = this.devices.find((entry) => entry.identity === identity);
    if (!device) throw new Error(`no simulated device ${identity}`);
    return device;
  }

  async startAll(): Promise<void> {
    await Promise.all(this.devices.map((device) => device.start()));
  }

  /** Moves the devices' clock; running devices shake hands again at the new time. */
  advanceClock(ms: number): void {
    this.clock.advance(ms);
    for (const device of this.devices) device.refreshHandshake();
  }

  async provision(
    options: { boardType?: string; serial?: string; pin?: string } = {},
  ): Promise<ProvisioningHandle> {
    const handle = await requestProvisioning({
      baseUrl: this.#options.baseUrl,
      mqttUrl: this.#options.mqttUrl,
      clock: this.clock,
      log: this.#options.log,
      pollMs: 1000,
      ...options,
    });
    this.#provisioned.push(handle);
    handle.done.then((device) => this.devices.push(device)).catch(() => undefined);
    return handle;
  }

  stopAll(): void {
    for (const handle of this.#provisioned) handle.cancel();
    for (const device of this.devices) if (device.isRunning) device.stop();
  }
}
