/**
 * Telemetry throughput (issue 6): 1,000 simulated devices publish once a second; the server
 * forwards to 20 browser subscribers (MQTT over WebSocket, each watching every device). Prints
 * delivery latency percentiles and the server's CPU share. Loopback only, bounded in time.
 *   node --import tsx tools/bench/telemetry.bench.ts [--devices 1000] [--subscribers 20] [--seconds 20]
 * The server runs in a child process (its CPU is measured alone) on a fresh embedded database
 * with a demo world large enough for the devices (with DATABASE_URL: an empty PostgreSQL database).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mqtt, { type MqttClient } from 'mqtt';
import { demoDevicePassword } from '../simulator/demo-credentials';
import { loadDevices, signIn } from '../simulator/device-catalogue';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' },
    subscribers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    serve: { type: 'boolean', default: false },
  },
});

type ServerMessage =
  | { kind: 'ready'; port: number; mqttPort: number; buildSeconds: number; devices: number }
  | { kind: 'cpu'; userMicros: number; systemMicros: number; wallMicros: number };

if (values.serve) await serve();
else await measure();

/** The child: a server with a demo world of enough parishes (two hardware devices each). */
async function serve() {
  const { readConfig } = await import('@kollekta/server/config');
  const { buildDemoWorld } = await import('@kollekta/server/demo-world');
  const { buildHttpApp, createAppContext } = await import('@kollekta/server/server');
  const parishes = Math.ceil(Number(values.devices) / 2);
  const districts = Math.max(2, Math.ceil(parishes / 25));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-telemetry-'));
  const started = performance.now();
  const context = await createAppContext(
    readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
  );
  const world = await buildDemoWorld(context, {
    districts,
    parishesPerDistrict: Math.ceil(parishes / districts),
    days: 1,
    paymentVolume: 1,
  });
  const app = await buildHttpApp(context, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const mqttPort = await context.telemetry.listenTcp(0, '127.0.0.1');
  let last = { cpu: process.cpuUsage(), wall: process.hrtime.bigint() };
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'cpu-start') last = { cpu: process.cpuUsage(), wall: process.hrtime.bigint() };
    if (message.kind === 'cpu-stop') {
      const cpu = process.cpuUsage(last.cpu);
      const wallMicros = Number((process.hrtime.bigint() - last.wall) / 1000n);
      process.send?.({
        kind: 'cpu',
        userMicros: cpu.user,
        systemMicros: cpu.system,
        wallMicros,
      } satisfies ServerMessage);
    }
    if (message.kind === 'exit') {
      void app.close().then(async () => {
        await context.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  process.send?.({
    kind: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
    mqttPort,
    buildSeconds: (performance.now() - started) / 1000,
    devices: world.devices,
  } satisfies ServerMessage);
}

async function measure() {
  const deviceCount = Number(values.devices);
  const subscriberCount = Number(values.subscribers);
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
  const child = fork(import.meta.filename, ['--serve', '--devices', String(deviceCount)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <K extends ServerMessage['kind']>(kind: K) =>
    new Promise<Extract<ServerMessage, { kind: K }>>((resolve) => {
      const listener = (message: ServerMessage) => {
        if (message.kind !== kind) return;
        child.off('message', listener);
        resolve(message as Extract<ServerMessage, { kind: K }>);
      };
      child.on('message', listener);
    });
  console.log(`server: building a demo world for ${deviceCount} devices …`);
  const ready = await next('ready');
  const baseUrl = `http://127.0.0.1:${ready.port}`;
  console.log(
    `server: ready in ${ready.buildSeconds.toFixed(1)} s (${ready.devices} devices and web apps), MQTT on TCP ${ready.mqttPort}`,
  );

  const clients: MqttClient[] = [];
  try {
    const adminToken = await signIn(baseUrl, 'admin', 'Kollekta-Demo-2026');
    const catalogue = await loadDevices(baseUrl, adminToken, { count: deviceCount });
    if (catalogue.length < deviceCount) throw new Error(`only ${catalogue.length} devices in the world`);

    let started = performance.now();
    const devices: MqttClient[] = [];
    for (let index = 0; index < catalogue.length; index += 50) {
      const batch = catalogue.slice(index, index + 50);
      devices.push(
        ...(await Promise.all(
          batch.map((device) =>
            mqtt.connectAsync(`mqtt://127.0.0.1:${ready.mqttPort}`, {
              protocolVersion: 4,
              username: device.identity,
              password: demoDevicePassword(device.identity),
              reconnectPeriod: 0,
              keepalive: 60,
            }),
          ),
        )),
      );
    }
    clients.push(...devices);
    console.log(
      `devices: ${devices.length} connected over MQTT/TCP in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    started = performance.now();
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let isMeasuring = false;
    let delivered = 0;
    const topics = catalogue.map((device) => `${device.identity}/battery_percent`);
    const subscribers: MqttClient[] = [];
    for (let index = 0; index < subscriberCount; index++) {
      const token = await signIn(baseUrl, 'landeskirche', 'Kollekta-Demo-2026');
      const subscriber = await mqtt.connectAsync(`ws://127.0.0.1:${ready.port}/ws/telemetry`, {
        protocolVersion: 4,
        username: 'landeskirche',
        password: token,
        reconnectPeriod: 0,
      });
      subscriber.on('message', (topic) => {
        const sent = sentAt.get(topic);
        if (!isMeasuring || sent === undefined) return;
        delivered++;
        latencies.push(performance.now() - sent);
      });
      const granted = await subscriber.subscribeAsync(topics);
      if (granted.some((grant) => grant.qos === 128)) throw new Error('a subscription was refused');
      subscribers.push(subscriber);
    }
    clients.push(...subscribers);
    console.log(
      `subscribers: ${subscribers.length} browsers over WebSocket, ${topics.length} topics each, subscribed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // every device publishes once a second, spread evenly over the second
    let published = 0;
    const timers: NodeJS.Timeout[] = [];
    devices.forEach((device, index) => {
      const topic = topics[index] as string;
      let battery = 50 + (index % 50);
      const publish = () => {
        battery = battery <= 5 ? 100 : battery - 1;
        sentAt.set(topic, performance.now());
        device.publish(topic, String(battery), { qos: 0 });
        if (isMeasuring) published++;
      };
      const offset = (index * 1000) / devices.length;
      timers.push(
        setTimeout(() => {
          publish();
          timers.push(setInterval(publish, 1000));
        }, offset),
      );
    });
    await sleep(warmup * 1000);
    const benchCpu = process.cpuUsage();
    const benchWall = performance.now();
    child.send({ kind: 'cpu-start' });
    isMeasuring = true;
    await sleep(seconds * 1000);
    isMeasuring = false;
    child.send({ kind: 'cpu-stop' });
    const cpu = await next('cpu');
    const ownCpu = process.cpuUsage(benchCpu);
    const ownWallMicros = (performance.now() - benchWall) * 1000;
    for (const timer of timers) clearInterval(timer);
    await sleep(500);

    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN;
    const expected = published * subscribers.length;
    const serverShare = ((cpu.userMicros + cpu.systemMicros) / cpu.wallMicros) * 100;
    const benchShare = ((ownCpu.user + ownCpu.system) / ownWallMicros) * 100;
    console.log('');
    console.log(`measured ${seconds} s after ${warmup} s warm-up`);
    console.log(`published: ${published} (${(published / seconds).toFixed(0)} per second)`);
    console.log(
      `delivered: ${delivered} of ${expected} expected (${((delivered / expected) * 100).toFixed(2)} %), ${(delivered / seconds).toFixed(0)} per second`,
    );
    console.log(
      `delivery latency: p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
    console.log(
      `server CPU: ${serverShare.toFixed(0)} % of one core (${os.cpus().length} cores on this machine)`,
    );
    console.log(`bench process CPU (devices and subscribers): ${benchShare.toFixed(0)} % of one core`);
    console.log(percentile(0.95) < 250 ? 'p95 under 250 ms: yes' : 'p95 under 250 ms: NO');
  } finally {
    await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
    child.send({ kind: 'exit' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
