/**
 * The MQTT broker of the telemetry (ARCHITECTURE.md §1, §6). Aedes runs inside the process and
 * always serves the browsers' WebSocket connections, so that the server decides who may subscribe
 * to what. Without MQTT_URL it is the broker of the devices too (over the WebSocket or, with
 * MQTT_TCP_PORT, over TCP). With MQTT_URL the devices talk to that external broker (Mosquitto,
 * EMQX …) and this one bridges: it subscribes there to what its browsers were allowed to
 * subscribe to, and passes their data requests on.
 */

import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { MqttClient } from 'mqtt';
import { lazyPackage } from '../../platform/lazy-package';
import { matchesTopicFilter } from './topic-filter';

// the MQTT client only where an external broker is named (lazy-package.ts)
const mqttClient = lazyPackage<typeof import('mqtt')>('mqtt');

export type BrokerPrincipal = { readonly kind: string };

/** Who may connect, subscribe and publish: given by the devices feature, refusing all until then. */
export type MqttAccessPolicy = {
  authenticate(username: string, password: string): Promise<BrokerPrincipal | null>;
  maySubscribe(principal: BrokerPrincipal, topicFilter: string): Promise<boolean>;
  mayPublish(principal: BrokerPrincipal, topic: string): Promise<boolean>;
};

export type BrokerLog = { warn(message: string): void; info(message: string): void };

export type TelemetryBroker = {
  readonly mode: 'embedded' | 'bridged';
  setAccessPolicy(policy: MqttAccessPolicy): void;
  /** hands a connection (a WebSocket stream) to the broker */
  handleConnection(stream: Duplex, request?: IncomingMessage): void;
  /** also accept plain MQTT over TCP (embedded only); answers the port listened on */
  listenTcp(port: number, host: string): Promise<number>;
  /** a message to devices: into the embedded broker, or to the external one */
  publish(topic: string, payload: string | Buffer, options?: { retain?: boolean }): Promise<void>;
  /** the server's own subscription, e.g. to `+/cashup/status` */
  subscribe(filter: string, handler: (topic: string, payload: Buffer) => void): Promise<void>;
  /** connected MQTT clients of the embedded broker (browsers, and devices when embedded) */
  connectedClients(): number;
  /** who the connected clients signed in as (the policy's principals) */
  connectedPrincipals(): BrokerPrincipal[];
  /** closes the connections whose principal `shouldClose` picks (a token that ended); answers how many */
  disconnectWhere(shouldClose: (principal: BrokerPrincipal) => boolean): number;
  close(): Promise<void>;
};

const BAD_CREDENTIALS = 4;

/** The part of aedes' internal message emitter (mqemitter) that the broker below wraps. */
type MessageEmitter = {
  emit(packet: { brokerCounter?: number }, callback?: (error?: Error) => void): unknown;
};

export async function startTelemetryBroker(options: {
  mqttUrl?: string | undefined;
  log: BrokerLog;
}): Promise<TelemetryBroker> {
  // concurrency: messages in flight at once; each is delivered to every browser watching the device
  const aedes = await Aedes.createBroker({ heartbeatInterval: 60_000, concurrency: 1000 });
  // aedes drops a message to a subscriber when a later message of the same broker reached it first
  // (de-duplication for clustered brokers). A retained publish waits a moment for its store while the
  // plain publish behind it goes straight on, so a device's retained 'online' could vanish for the
  // browsers. One broker has nothing to de-duplicate: without a counter each delivery draws a new one.
  const mq = (aedes as unknown as { mq: MessageEmitter }).mq;
  const emitToSubscribers = mq.emit.bind(mq);
  mq.emit = (packet, callback) => {
    packet.brokerCounter = 0;
    return emitToSubscribers(packet, callback);
  };
  const principals = new WeakMap<Client, BrokerPrincipal>();
  // Signed-in clients from CONNACK to disconnect, so that an ended session can be found and closed.
  const connected = new Map<Client, BrokerPrincipal>();
  aedes.on('client', (client) => {
    const principal = principals.get(client);
    if (principal) connected.set(client, principal);
  });
  aedes.on('clientDisconnect', (client) => connected.delete(client));
  let policy: MqttAccessPolicy | null = null;

  aedes.authenticate = (client, username, password, done) => {
    const refuse = () => {
      const error = new Error('Anmeldung abgelehnt') as AuthenticateError;
      error.returnCode = BAD_CREDENTIALS;
      done(error, false);
    };
    if (!policy || !username || !password) return refuse();
    policy.authenticate(username, password.toString('utf8')).then(
      (principal) => {
        if (!principal) return refuse();
        principals.set(client, principal);
        done(null, true);
      },
      () => refuse(),
    );
  };

  // A refused subscription answers SUBACK 128 (an error would drop the whole connection).
  aedes.authorizeSubscribe = (client, subscription, callback) => {
    const principal = principals.get(client);
    if (!policy || !principal) return callback(null, null);
    policy.maySubscribe(principal, subscription.topic).then(
      (allowed) => callback(null, allowed ? subscription : null),
      () => callback(null, null),
    );
  };

  // MQTT 3.1.1 has no way to refuse one publish: aedes closes the connection of a client that tries.
  aedes.authorizePublish = (client, packet, callback) => {
    if (client === null) return callback(null);
    const principal = principals.get(client);
    if (!policy || !principal) return callback(new Error('nicht angemeldet'));
    policy.mayPublish(principal, packet.topic).then(
      (allowed) => callback(allowed ? null : new Error(`Veröffentlichen auf ${packet.topic} nicht erlaubt`)),
      () => callback(new Error('Prüfung fehlgeschlagen')),
    );
  };

  // Browsers never see what other clients are: no $SYS topics for anyone.
  aedes.authorizeForward = (_client, packet) => (packet.topic.startsWith('$SYS') ? null : packet);

  const bridge = options.mqttUrl ? await connectBridge(aedes, options.mqttUrl, options.log) : null;
  const tcpServers: net.Server[] = [];

  return {
    mode: bridge ? 'bridged' : 'embedded',
    setAccessPolicy(next) {
      policy = next;
    },
    handleConnection(stream, request) {
      aedes.handle(stream, request);
    },
    listenTcp(port, host) {
      if (bridge) throw new Error('MQTT_TCP_PORT gilt nur für den eingebetteten Broker, nicht mit MQTT_URL.');
      const server = net.createServer((socket) => aedes.handle(socket));
      tcpServers.push(server);
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    publish(topic, payload, publishOptions = {}) {
      if (bridge) return bridge.publish(topic, payload, publishOptions.retain ?? false);
      return new Promise((resolve, reject) => {
        aedes.publish(
          {
            cmd: 'publish',
            topic,
            payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
            qos: 0,
            retain: publishOptions.retain ?? false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    },
    subscribe(filter, handler) {
      if (bridge) return bridge.subscribeInternal(filter, handler);
      return new Promise((resolve) => {
        aedes.subscribe(
          filter,
          (packet, callback) => {
            handler(
              packet.topic,
              Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
            );
            callback();
          },
          resolve,
        );
      });
    },
    connectedClients: () => aedes.connectedClients,
    connectedPrincipals: () => [...connected.values()],
    disconnectWhere(shouldClose) {
      let closed = 0;
      for (const [client, principal] of connected) {
        if (!shouldClose(principal)) continue;
        connected.delete(client);
        client.close();
        closed += 1;
      }
      return closed;
    },
    async close() {
      await Promise.all(
        tcpServers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
      await bridge?.close();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}

type Bridge = {
  publish(topic: string, payload: string | Buffer, retain: boolean): Promise<void>;
  subscribeInternal(filter: string, handler: (topic: string, payload: Buffer) => void): Promise<void>;
  close(): Promise<void>;
};

/**
 * Mirrors the subscriptions of the local browsers at the external broker (counted, so each filter
 * is subscribed once), passes their publishes on, and brings the external messages back in.
 * MQTT 5 with "retain as published", so that the local retained store follows the external one.
 */
async function connectBridge(aedes: Aedes, mqttUrl: string, log: BrokerLog): Promise<Bridge> {
  const upstream: MqttClient = mqttClient().connect(mqttUrl, {
    protocolVersion: 5,
    clientId: `kollekta-bridge-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    clean: true,
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
  });
  upstream.on('error', (error) => log.warn(`MQTT-Brücke zu ${mqttUrl}: ${error.message}`));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.warn(`MQTT-Brücke: ${mqttUrl} ist noch nicht erreichbar, es wird weiter versucht.`);
      resolve();
    }, 5_000);
    upstream.once('connect', () => {
      clearTimeout(timer);
      log.info(`MQTT-Brücke verbunden mit ${mqttUrl}`);
      resolve();
    });
  });

  const localCounts = new Map<string, number>();
  const wildcardFilters = new Set<string>();
  const topicsOfClient = new Map<string, Set<string>>();
  const internal: { filter: string; handler: (topic: string, payload: Buffer) => void }[] = [];

  const addLocal = (filter: string) => {
    const count = localCounts.get(filter) ?? 0;
    localCounts.set(filter, count + 1);
    if (count > 0) return;
    if (/[+#]/.test(filter)) wildcardFilters.add(filter);
    upstream.subscribe(filter, { qos: 0, rap: true });
  };
  const removeLocal = (filter: string) => {
    const count = localCounts.get(filter) ?? 0;
    if (count <= 1) {
      localCounts.delete(filter);
      wildcardFilters.delete(filter);
      if (!internal.some((entry) => entry.filter === filter)) upstream.unsubscribe(filter);
    } else localCounts.set(filter, count - 1);
  };

  aedes.on('subscribe', (subscriptions, client) => {
    const own = topicsOfClient.get(client.id) ?? new Set<string>();
    topicsOfClient.set(client.id, own);
    for (const subscription of subscriptions) {
      if (own.has(subscription.topic)) continue;
      own.add(subscription.topic);
      addLocal(subscription.topic);
    }
  });
  aedes.on('unsubscribe', (filters, client) => {
    const own = topicsOfClient.get(client.id);
    for (const filter of filters) {
      if (!own?.delete(filter)) continue;
      removeLocal(filter);
    }
  });
  aedes.on('clientDisconnect', (client) => {
    for (const filter of topicsOfClient.get(client.id) ?? []) removeLocal(filter);
    topicsOfClient.delete(client.id);
  });
  // What browsers publish (data requests) goes out; what came in from outside (no client) does not.
  aedes.on('publish', (packet, client) => {
    if (!client || packet.topic.startsWith('$SYS')) return;
    upstream.publish(packet.topic, packet.payload as Buffer, { qos: 0, retain: false });
  });

  upstream.on('message', (topic, payload, packet) => {
    for (const entry of internal) if (matchesTopicFilter(entry.filter, topic)) entry.handler(topic, payload);
    const isWanted =
      localCounts.has(topic) || [...wildcardFilters].some((filter) => matchesTopicFilter(filter, topic));
    if (!isWanted) return;
    aedes.publish(
      { cmd: 'publish', topic, payload, qos: 0, retain: packet.retain, dup: false },
      () => undefined,
    );
  });

  return {
    publish: (topic, payload, retain) =>
      new Promise((resolve, reject) => {
        upstream.publish(topic, payload, { qos: 1, retain }, (error) => (error ? reject(error) : resolve()));
      }),
    subscribeInternal: async (filter, handler) => {
      internal.push({ filter, handler });
      await upstream.subscribeAsync(filter, { qos: 1 });
    },
    close: () => upstream.endAsync(),
  };
}
