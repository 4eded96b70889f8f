/**
 * React access to the telemetry: the device page holds one connection; each card asks for the
 * topics of its device and is asked for data on every clock tick (devices-income-kirchgeld.md §7).
 */
import {
  deviceTopic,
  TELEMETRY_REQUESTS,
  TELEMETRY_TOPICS,
  TELEMETRY_WEBSOCKET_PATH,
} from '@kollekta/contract';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type ConnectionStatus, TelemetryClient, telemetryUrl } from './telemetry-client';
import { EMPTY_SNAPSHOT, type TelemetrySnapshot } from './telemetry-snapshot';

/** The clock tick: how often every shown device is asked for its data. */
export const TELEMETRY_TICK_MS = 5000;
/** While the Wi-Fi list is open the device is asked for a new scan this often. */
const WIFI_RESCAN_MS = 15_000;

/** Topics of every shown device; screens only with 'Live-Vorschau', the Wi-Fi scan only while its list is open. */
export const BASE_TOPICS = [
  TELEMETRY_TOPICS.status,
  TELEMETRY_TOPICS.batteryPercent,
  TELEMETRY_TOPICS.deviceInformation,
  TELEMETRY_TOPICS.networkGateways,
  TELEMETRY_TOPICS.networkStatus,
  TELEMETRY_TOPICS.wifiStatus,
  TELEMETRY_TOPICS.wifiRssi,
  TELEMETRY_TOPICS.wwanNetworkType,
  TELEMETRY_TOPICS.wwanRssi,
  TELEMETRY_TOPICS.vpnLastHandshake,
  TELEMETRY_TOPICS.collectionMemberState,
] as const;

type Requests = Map<string, { watchers: number; extended: number }>;

type TelemetryContextValue = {
  client: TelemetryClient | null;
  requests: Requests;
};

const TelemetryContext = createContext<TelemetryContextValue>({ client: null, requests: new Map() });

export function TelemetryProvider(props: {
  username: string | null;
  token: string | null;
  children: ReactNode;
}) {
  const { username, token } = props;
  const [client, setClient] = useState<TelemetryClient | null>(null);
  const requests = useRef<Requests>(new Map()).current;

  useEffect(() => {
    if (!username || !token) return;
    let created: TelemetryClient | null = null;
    let isCancelled = false;
    // The MQTT library is a chunk of its own: loaded only where live data is shown.
    void import('mqtt').then(({ default: mqtt }) => {
      if (isCancelled) return;
      created = new TelemetryClient(
        (url, options) => mqtt.connect(url, options),
        telemetryUrl(window.location, TELEMETRY_WEBSOCKET_PATH),
        { username, token },
      );
      setClient(created);
    });
    return () => {
      isCancelled = true;
      created?.close();
      setClient(null);
    };
  }, [username, token]);

  useEffect(() => {
    if (!client) return;
    const ask = () => {
      const now = String(Math.floor(Date.now() / 1000));
      for (const [identity, entry] of requests) {
        if (entry.watchers === 0) continue;
        client.publish(deviceTopic(identity, TELEMETRY_REQUESTS.data), now);
        if (entry.extended > 0) client.publish(deviceTopic(identity, TELEMETRY_REQUESTS.dataExtended), now);
      }
    };
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stop = client.onStatus(() => {
      if (client.status !== 'connected') return;
      ask();
      // once more when the subscriptions made while connecting are surely in place
      retry = setTimeout(ask, 1500);
    });
    const timer = setInterval(ask, TELEMETRY_TICK_MS);
    return () => {
      stop();
      clearInterval(timer);
      clearTimeout(retry);
    };
  }, [client, requests]);

  const value = useMemo(() => ({ client, requests }), [client, requests]);
  return <TelemetryContext.Provider value={value}>{props.children}</TelemetryContext.Provider>;
}

export function useTelemetryStatus(): ConnectionStatus | null {
  const { client } = useContext(TelemetryContext);
  return useSyncExternalStore(
    (listener) => client?.onStatus(listener) ?? (() => undefined),
    () => client?.status ?? null,
  );
}

/** The telemetry of one device while the component is shown; `live` adds its screens, `extended` its details. */
export function useDeviceTelemetry(
  identity: string | null,
  options: { live: boolean; extended: boolean },
): TelemetrySnapshot {
  const { client, requests } = useContext(TelemetryContext);
  const { live, extended } = options;

  useEffect(() => {
    if (!client || !identity) return;
    const topics = [
      ...BASE_TOPICS.map((suffix) => deviceTopic(identity, suffix)),
      ...(live ? [deviceTopic(identity, TELEMETRY_TOPICS.screen)] : []),
    ];
    const unwatch = client.watch(topics);
    const entry = requests.get(identity) ?? { watchers: 0, extended: 0 };
    entry.watchers += 1;
    if (extended) entry.extended += 1;
    requests.set(identity, entry);
    // ask right away, not only on the next tick
    const now = String(Math.floor(Date.now() / 1000));
    client.publish(deviceTopic(identity, TELEMETRY_REQUESTS.data), now);
    if (extended) client.publish(deviceTopic(identity, TELEMETRY_REQUESTS.dataExtended), now);
    return () => {
      unwatch();
      entry.watchers -= 1;
      if (extended) entry.extended -= 1;
      if (entry.watchers === 0) requests.delete(identity);
    };
  }, [client, requests, identity, live, extended]);

  return useSyncExternalStore(
    (listener) => (client && identity ? client.onSnapshot(identity, listener) : () => undefined),
    () => (client && identity ? client.snapshot(identity) : EMPTY_SNAPSHOT),
  );
}

/** Subscribes to a device's Wi-Fi scan results and asks for a scan, only while `open`. */
export function useWifiScan(identity: string | null, open: boolean): void {
  const { client } = useContext(TelemetryContext);
  useEffect(() => {
    if (!client || !identity || !open) return;
    const request = () =>
      client.publish(
        deviceTopic(identity, TELEMETRY_REQUESTS.wifiScan),
        String(Math.floor(Date.now() / 1000)),
      );
    // the request only once the subscription stands, so the answer is not missed; then now and again
    const unwatch = client.watch([deviceTopic(identity, TELEMETRY_TOPICS.wifiScan)], request);
    const timer = setInterval(request, WIFI_RESCAN_MS);
    return () => {
      clearInterval(timer);
      unwatch();
    };
  }, [client, identity, open]);
}

/** Asks the device for a new scan (the list's refresh button). */
export function useWifiRescan(identity: string | null): () => void {
  const { client } = useContext(TelemetryContext);
  return () => {
    if (client && identity)
      client.publish(
        deviceTopic(identity, TELEMETRY_REQUESTS.wifiScan),
        String(Math.floor(Date.now() / 1000)),
      );
  };
}
