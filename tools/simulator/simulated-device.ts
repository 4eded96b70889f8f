/**
 * One simulated donation device talking MQTT like a real one (ARCHITECTURE.md §6): it boots
 * (VPN handshake first, telemetry 'online' after a while), answers data requests with realistic
 * values, sends its screen, answers a Wi-Fi scan, runs a Kassenschnitt when asked, and goes offline
 * when it is switched off (its last will says 'offline'; the VPN handshake stops).
 */
import mqtt, { type MqttClient } from 'mqtt';
import { renderScreen } from './screen-image';

export type SimulatorClock = { now(): number };

export const realClock: SimulatorClock = { now: () => Date.now() };

export type SimulatedDeviceOptions = {
  identity: string;
  password: string;
  name: string;
  deviceClass: string;
  /** ws://host/ws/telemetry, or mqtt://host:port */
  url: string;
  clock?: SimulatorClock;
  /** how long the device boots before its telemetry is online */
  bootMs?: number;
  /** how often the screen is sent */
  screenIntervalMs?: number;
  /**
   * report the gifts it takes to the server, which books them (real income of the organisation);
   * off by default, so a simulator beside tests or a demo changes no figures
   */
  reportGifts?: boolean;
  log?: (message: string) => void;
};

/** The server's answer to a reported gift (`{identity}/gift/booked`). */
export type GiftBooked = {
  gift_id: string;
  booked: boolean;
  confirmation_code: string | null;
  claim_url: string | null;
};

/** How long the confirmation code stays on the screen. */
const CODE_SCREEN_MS = 20_000;
const GIFT_ANSWER_TIMEOUT_MS = 10_000;

type Random = () => number;

function seeded(seed: string): Random {
  let state = [...seed].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const HANDSHAKE_INTERVAL_MS = 30_000;
/** The network the device is connected to: always in range of its own scan. */
const CONNECTED_NETWORK = 'Gemeindehaus';
const NEIGHBOUR_NETWORKS = [
  'Gemeindehaus',
  'Pfarrbüro',
  'FRITZ!Box 7590 XY',
  'Telekom-Hotspot',
  'Bäckerei Gast',
  'Vodafone-4A21',
];

export class SimulatedDevice {
  readonly identity: string;
  readonly #options: Required<Omit<SimulatedDeviceOptions, 'log'>> & { log: (message: string) => void };
  readonly #random: Random;
  #client: MqttClient | null = null;
  #timers: NodeJS.Timeout[] = [];
  #isOnline = false;
  #battery: number;
  #donationsToday: number;
  #screenState: 'ready' | 'thanks' | 'cashUp' | 'code' = 'ready';
  #shownCode: { code: string; claimUrl: string } | null = null;
  #giftNumber = 0;
  readonly #pendingGifts = new Map<string, (answer: GiftBooked) => void>();
  #lastAnswer = 0;
  #bootedAt = 0;

  constructor(options: SimulatedDeviceOptions) {
    this.identity = options.identity;
    this.#options = {
      ...options,
      clock: options.clock ?? realClock,
      bootMs: options.bootMs ?? 8000,
      screenIntervalMs: options.screenIntervalMs ?? 3000,
      reportGifts: options.reportGifts ?? false,
      log: options.log ?? (() => undefined),
    };
    this.#random = seeded(options.identity);
    this.#battery = 55 + Math.round(this.#random() * 45);
    this.#donationsToday = Math.round(this.#random() * 20);
  }

  get isRunning(): boolean {
    return this.#client !== null;
  }

  get isOnline(): boolean {
    return this.#isOnline;
  }

  #topic(suffix: string): string {
    return `${this.identity}/${suffix}`;
  }

  #unix(): number {
    return Math.floor(this.#options.clock.now() / 1000);
  }

  #publish(suffix: string, payload: string, retain = false) {
    this.#client?.publish(this.#topic(suffix), payload, { qos: 0, retain });
  }

  /** Switches the device on: connects, shakes hands over the VPN, boots, then reports 'online'. */
  async start(): Promise<void> {
    if (this.#client) return;
    const client = await mqtt.connectAsync(this.#options.url, {
      protocolVersion: 4,
      username: this.identity,
      password: this.#options.password,
      clientId: `device-${this.identity}-${Math.random().toString(36).slice(2, 8)}`,
      clean: true,
      reconnectPeriod: 2000,
      will: { topic: this.#topic('status'), payload: Buffer.from('offline'), qos: 0, retain: true },
    });
    this.#client = client;
    client.on('message', (topic, payload) => this.#handle(topic, payload.toString()));
    // After a dropped connection the broker has published the will ('offline'); a real device
    // announces itself again once it is back, with its retained state.
    client.on('connect', () => {
      if (!this.#isOnline) return;
      this.#publish('status', 'online', true);
      this.#shakeHands();
    });
    await client.subscribeAsync([
      this.#topic('_data/+'),
      this.#topic('wifi/scan/request'),
      this.#topic('cashup/request'),
      this.#topic('gift/booked'),
    ]);
    this.#bootedAt = this.#options.clock.now();
    this.#publish('status', 'offline', true);
    this.#shakeHands();
    this.#timers.push(setInterval(() => this.#shakeHands(), HANDSHAKE_INTERVAL_MS));
    this.#options.log(`${this.identity}: eingeschaltet, startet`);
    this.#timers.push(setTimeout(() => this.#finishBoot(), this.#options.bootMs));
  }

  #shakeHands() {
    this.#publish('vpn/last_handshake', String(this.#unix()), true);
  }

  /** What the browser sees after a clock jump: the VPN handshakes went on meanwhile. */
  refreshHandshake(): void {
    if (this.#client) this.#shakeHands();
  }

  #finishBoot() {
    this.#isOnline = true;
    this.#publish('status', 'online', true);
    this.#publish('collection_member_state', 'open', true);
    this.#answer(true);
    this.#sendScreen();
    this.#timers.push(setInterval(() => this.#sendScreen(), this.#options.screenIntervalMs));
    this.#timers.push(setInterval(() => this.#simulateDonation(), 20_000 + this.#random() * 20_000));
    this.#options.log(`${this.identity}: online`);
  }

  /** Switches the device off: the connection drops without goodbye, so the broker sends its last will. */
  stop(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
    this.#isOnline = false;
    const client = this.#client;
    this.#client = null;
    if (client) {
      client.options.reconnectPeriod = 0;
      client.stream.destroy();
      client.end(true);
    }
    this.#options.log(`${this.identity}: ausgeschaltet`);
  }

  #handle(topic: string, payload: string) {
    const suffix = topic.slice(this.identity.length + 1);
    if (suffix === '_data/request' || suffix === '_data/request_extended') {
      if (!this.#isOnline) return;
      // several browsers ask every few seconds: answer at most once a second
      const now = Date.now();
      if (suffix === '_data/request' && now - this.#lastAnswer < 1000) return;
      this.#lastAnswer = now;
      this.#answer(suffix === '_data/request_extended');
    } else if (suffix === 'wifi/scan/request') {
      if (this.#isOnline) setTimeout(() => this.#sendScan(), 400);
    } else if (suffix === 'cashup/request') {
      this.#runCashUp(payload);
    } else if (suffix === 'gift/booked') {
      this.#receiveBooked(payload);
    }
  }

  /**
   * A donor gives `amountCents` by card: the device reports the gift and shows the confirmation
   * code the server answers (from the device's confirmationMinAmount on), with where to claim it.
   */
  async give(amountCents: number, collectionPlanId: number | null = null): Promise<GiftBooked> {
    if (!this.#client) throw new Error(`${this.identity} is switched off`);
    const giftId = `${this.identity}-${this.#unix()}-${++this.#giftNumber}`;
    const answer = new Promise<GiftBooked>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pendingGifts.delete(giftId);
        reject(new Error(`no answer to gift ${giftId}`));
      }, GIFT_ANSWER_TIMEOUT_MS);
      this.#pendingGifts.set(giftId, (booked) => {
        clearTimeout(timer);
        resolve(booked);
      });
    });
    this.#publish(
      'gift',
      JSON.stringify({
        gift_id: giftId,
        amount: (amountCents / 100).toFixed(2),
        currency: 'EUR',
        given_at: this.#unix(),
        collection_plan_id: collectionPlanId,
      }),
    );
    const booked = await answer;
    this.#donationsToday += 1;
    if (booked.confirmation_code && booked.claim_url) {
      this.#shownCode = { code: booked.confirmation_code, claimUrl: booked.claim_url };
      this.#screenState = 'code';
      this.#options.log(
        `${this.identity}: Spende ${(amountCents / 100).toFixed(2).replace('.', ',')} € – Bestätigungscode ${booked.confirmation_code}, einzulösen unter ${booked.claim_url}`,
      );
      this.#timers.push(
        setTimeout(() => {
          if (this.#screenState === 'code') this.#screenState = 'ready';
        }, CODE_SCREEN_MS),
      );
    } else {
      this.#screenState = 'thanks';
    }
    this.#sendScreen();
    return booked;
  }

  #receiveBooked(payload: string) {
    let answer: GiftBooked;
    try {
      answer = JSON.parse(payload) as GiftBooked;
    } catch {
      return;
    }
    this.#pendingGifts.get(answer.gift_id)?.(answer);
    this.#pendingGifts.delete(answer.gift_id);
  }

  #usesBattery(): boolean {
    return this.#options.deviceClass === 'KB' || this.#options.deviceClass === 'SD';
  }

  #usesMobile(): boolean {
    return this.#options.deviceClass === 'SP' || this.#options.deviceClass === 'KS';
  }

  #answer(extended: boolean) {
    const random = this.#random;
    this.#publish('status', 'online', true);
    if (this.#usesBattery()) {
      this.#battery = Math.max(5, this.#battery - (random() < 0.2 ? 1 : 0));
      this.#publish('battery_percent', String(this.#battery));
    }
    const wifiRssi = -38 - Math.round(random() * 40);
    this.#publish('wifi/signal/rssi', String(wifiRssi));
    this.#publish(
      'wifi/status',
      JSON.stringify({ ssid: this.#usesMobile() ? null : CONNECTED_NETWORK, connected: !this.#usesMobile() }),
    );
    if (this.#usesMobile()) {
      this.#publish('wwan/network_type', random() < 0.8 ? 'LTE' : '3G');
      this.#publish('wwan/rssi', String(-62 - Math.round(random() * 30)));
    }
    this.#publish(
      'network/status',
      JSON.stringify({ connected: true, interface: this.#usesMobile() ? 'wwan' : 'wifi' }),
    );
    if (!extended) return;
    this.#publish(
      'device_information',
      JSON.stringify({
        firmware: '2026.10.2',
        board_type:
          { KB: 'kb-v3', SD: 'sd-v1', SP: 'sp-v2', KS: 'ks-v1', FS: 'fs-v1' }[this.#options.deviceClass] ??
          'kb-v2',
        serial: `SIM-${this.identity}`,
        uptime_seconds: Math.floor((this.#options.clock.now() - this.#bootedAt) / 1000),
        ip_address: `10.8.${Math.floor(random() * 200)}.${2 + Math.floor(random() * 250)}`,
      }),
    );
    this.#publish(
      'network/gateways',
      JSON.stringify([
        { interface: 'wifi', gateway: '192.168.178.1', active: !this.#usesMobile() },
        { interface: 'wwan', gateway: '10.64.0.1', active: this.#usesMobile() },
      ]),
    );
  }

  #sendScreen() {
    if (!this.#isOnline) return;
    this.#publish(
      'screen/main',
      renderScreen({
        name: this.#options.name,
        deviceClass: this.#options.deviceClass,
        time: new Date(this.#options.clock.now()),
        donationsToday: this.#donationsToday,
        state: this.#screenState,
        code: this.#screenState === 'code' ? this.#shownCode : null,
      }),
    );
  }

  #sendScan() {
    const networks = NEIGHBOUR_NETWORKS.filter(
      (ssid) => ssid === CONNECTED_NETWORK || this.#random() < 0.8,
    ).map((ssid, index) => ({
      ssid,
      rssi: -35 - index * 9 - Math.round(this.#random() * 6),
      security: ssid.includes('Hotspot')
        ? ('open' as const)
        : index % 3 === 2
          ? ('wpa3' as const)
          : ('wpa2' as const),
      channel: [1, 6, 11, 36, 44][index % 5] ?? 1,
    }));
    this.#publish('wifi/scan', JSON.stringify({ scanned_at: this.#unix(), networks }));
  }

  #simulateDonation() {
    if (!this.#isOnline) return;
    if (this.#options.reportGifts) {
      // now and then a large gift, for which pillars show a confirmation code
      const large = this.#random() < 0.08;
      const euros = large ? 300 + Math.round(this.#random() * 200) : 5 + Math.round(this.#random() * 45);
      void this.give(euros * 100).catch((error: unknown) =>
        this.#options.log(`${this.identity}: ${String(error)}`),
      );
      return;
    }
    this.#donationsToday += 1;
    this.#screenState = 'thanks';
    this.#sendScreen();
    this.#timers.push(
      setTimeout(() => {
        if (this.#screenState === 'thanks') this.#screenState = 'ready';
      }, 2000),
    );
  }

  #runCashUp(payload: string) {
    let requestId: string | null = null;
    try {
      requestId = (JSON.parse(payload) as { request_id?: string }).request_id ?? null;
    } catch {
      // a request without an id: the device's own latest period
    }
    this.#options.log(`${this.identity}: Kassenschnitt angefordert`);
    this.#screenState = 'cashUp';
    this.#publish('collection_member_state', 'closing', true);
    this.#publish(
      'cashup/status',
      JSON.stringify({ request_id: requestId, state: 'started', at: this.#unix() }),
    );
    this.#timers.push(
      setTimeout(() => {
        this.#publish(
          'cashup/status',
          JSON.stringify({ request_id: requestId, state: 'done', at: this.#unix() }),
        );
        this.#publish('collection_member_state', 'none', true);
        this.#screenState = 'ready';
        this.#donationsToday = 0;
        this.#options.log(`${this.identity}: Kassenschnitt abgeschlossen`);
      }, 3000),
    );
  }
}
