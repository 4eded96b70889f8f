/**
 * One MQTT-over-WebSocket connection of the device page to `/ws/telemetry` (ARCHITECTURE.md §6),
 * signed in with the user's name and API token. Components ask for topics and get them counted,
 * so a topic is subscribed once however many cards show it; the snapshots of the devices are a
 * small store React reads with useSyncExternalStore.
 */
import { splitDeviceTopic } from '@kollekta/contract';
import type { IClientOptions, MqttClient } from 'mqtt';
import {
  applyTelemetryText,
  EMPTY_SNAPSHOT,
  screenImageType,
  type TelemetrySnapshot,
  withScreen,
} from './telemetry-snapshot';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export type Connect = (url: string, options: IClientOptions) => MqttClient;

type Listener = () => void;

const UNSUBSCRIBE_DELAY_MS = 1000;

export class TelemetryClient {
  readonly #client: MqttClient;
  readonly #snapshots = new Map<string, TelemetrySnapshot>();
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #statusListeners = new Set<Listener>();
  readonly #topicCounts = new Map<string, number>();
  #status: ConnectionStatus = 'connecting';
  readonly #leaving = new Set<string>();
  /** topics a live message came in on since they were subscribed */
  readonly #liveTopics = new Set<string>();
  #leaveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(connect: Connect, url: string, credentials: { username: string; token: string }) {
    this.#client = connect(url, {
      // the server's broker speaks MQTT 3.1.1
      protocolVersion: 4,
      username: credentials.username,
      password: credentials.token,
      clientId: `kollekta-web-${Math.random().toString(36).slice(2, 12)}`,
      clean: true,
      reconnectPeriod: 3000,
      connectTimeout: 10_000,
      resubscribe: true,
      // worker timers would need a blob: worker, which the content security policy forbids
      timerVariant: 'native',
    });
    this.#client.on('connect', () => {
      // a new session replays the retained state, which is then the newest there is
      this.#liveTopics.clear();
      this.#setStatus('connected');
    });
    this.#client.on('reconnect', () => this.#setStatus('reconnecting'));
    this.#client.on('error', (error) => {
      // 4 / 5: bad credentials or not authorised. Trying again would not help.
      const code = (error as { code?: number }).code;
      if (code === 4 || code === 5) {
        this.#setStatus('refused');
        this.#client.end(true);
      }
    });
    this.#client.on('message', (topic, payload, packet) => {
      // The broker replays a retained message after a new subscription, and that replay can arrive
      // after a live message that is newer ('offline' at start-up after 'online'): it is stale then.
      if (packet.retain && this.#liveTopics.has(topic)) return;
      if (!packet.retain) this.#liveTopics.add(topic);
      this.#receive(topic, payload);
    });
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  onStatus = (listener: Listener): (() => void) => {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  };

  #setStatus(status: ConnectionStatus) {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }

  /**
   * Subscribes to the topics for as long as the returned function is not called. `onReady` runs
   * once the broker has answered every new subscription (at once when there is none).
   */
  watch(topics: readonly string[], onReady?: () => void): () => void {
    const added = topics.filter((topic) => {
      const count = this.#topicCounts.get(topic) ?? 0;
      this.#topicCounts.set(topic, count + 1);
      // still subscribed: it was given up a moment ago and not yet unsubscribed
      if (this.#leaving.delete(topic)) return false;
      return count === 0;
    });
    // One refused topic fails a whole SUBSCRIBE in mqtt.js: each topic is asked for on its own.
    let open = added.length;
    if (open === 0) onReady?.();
    for (const topic of added) {
      this.#client.subscribe(topic, { qos: 0 }, () => {
        open -= 1;
        if (open === 0) onReady?.();
      });
    }
    return () => {
      for (const topic of topics) {
        const count = this.#topicCounts.get(topic) ?? 0;
        if (count > 1) {
          this.#topicCounts.set(topic, count - 1);
          continue;
        }
        this.#topicCounts.delete(topic);
        this.#leaving.add(topic);
      }
      // A card re-renders with other options (Live-Vorschau, 'mehr') by giving its topics up and
      // taking them again at once: unsubscribing only a moment later avoids a race at the broker.
      clearTimeout(this.#leaveTimer);
      this.#leaveTimer = setTimeout(() => this.#leave(), UNSUBSCRIBE_DELAY_MS);
    };
  }

  #leave() {
    const topics = [...this.#leaving].filter((topic) => !this.#topicCounts.has(topic));
    this.#leaving.clear();
    for (const topic of topics) this.#liveTopics.delete(topic);
    if (topics.length > 0 && this.#client.connected) this.#client.unsubscribe(topics);
  }

  publish(topic: string, payload: string): void {
    if (this.#client.connected) this.#client.publish(topic, payload, { qos: 0 });
  }

  snapshot(identity: string): TelemetrySnapshot {
    return this.#snapshots.get(identity) ?? EMPTY_SNAPSHOT;
  }

  onSnapshot(identity: string, listener: Listener): () => void {
    const listeners = this.#listeners.get(identity) ?? new Set<Listener>();
    listeners.add(listener);
    this.#listeners.set(identity, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(identity);
    };
  }

  #receive(topic: string, payload: Uint8Array) {
    const target = splitDeviceTopic(topic);
    if (!target) return;
    const current = this.snapshot(target.identity);
    let next: TelemetrySnapshot;
    if (target.suffix.startsWith('screen/')) {
      const screen = target.suffix.slice('screen/'.length);
      const type = screenImageType(payload);
      const previous = current.screens[screen];
      const url = type ? URL.createObjectURL(new Blob([payload as Uint8Array<ArrayBuffer>], { type })) : null;
      if (previous) URL.revokeObjectURL(previous);
      next = withScreen(current, screen, url, Date.now());
    } else {
      next = applyTelemetryText(current, target.suffix, new TextDecoder().decode(payload), Date.now());
    }
    if (next === current) return;
    this.#snapshots.set(target.identity, next);
    for (const listener of this.#listeners.get(target.identity) ?? []) listener();
  }

  close(): void {
    clearTimeout(this.#leaveTimer);
    this.#client.end(true);
    for (const snapshot of this.#snapshots.values()) {
      for (const url of Object.values(snapshot.screens)) URL.revokeObjectURL(url);
    }
    this.#snapshots.clear();
  }
}

export function telemetryUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
