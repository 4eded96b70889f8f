import { EventEmitter } from 'node:events';
import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { TelemetryClient } from './telemetry-client';

/** Just enough of an mqtt.js client for the telemetry client: events, and subscriptions that succeed. */
class FakeMqttClient extends EventEmitter {
  connected = true;
  subscribe(_topic: string, _options: unknown, callback?: () => void) {
    callback?.();
    return this;
  }
  unsubscribe() {
    return this;
  }
  publish() {
    return this;
  }
  end() {
    return this;
  }
  deliver(topic: string, payload: string, retain: boolean) {
    this.emit('message', topic, Buffer.from(payload), { topic, retain });
  }
}

const STATUS = 'demo-4-sd-2/status';

describe('TelemetryClient', () => {
  let client: TelemetryClient | null = null;
  afterEach(() => client?.close());

  function connect() {
    const fake = new FakeMqttClient();
    client = new TelemetryClient(() => fake as unknown as MqttClient, 'ws://test/ws/telemetry', {
      username: 'gemeinde',
      token: 'token',
    });
    fake.emit('connect');
    client.watch([STATUS]);
    return { fake, client };
  }

  it('takes the retained state the broker replays after subscribing', () => {
    const { fake, client } = connect();
    fake.deliver(STATUS, 'online', true);
    expect(client.snapshot('demo-4-sd-2').status).toBe('online');
  });

  it('ignores a retained replay that arrives after a newer live message', () => {
    const { fake, client } = connect();
    fake.deliver(STATUS, 'online', false);
    fake.deliver(STATUS, 'offline', true);
    expect(client.snapshot('demo-4-sd-2').status).toBe('online');
    fake.deliver(STATUS, 'offline', false);
    expect(client.snapshot('demo-4-sd-2').status).toBe('offline');
  });

  it('takes the replay again after a reconnect, when live messages may have been missed', () => {
    const { fake, client } = connect();
    fake.deliver(STATUS, 'online', false);
    fake.emit('connect');
    fake.deliver(STATUS, 'offline', true);
    expect(client.snapshot('demo-4-sd-2').status).toBe('offline');
  });
});
