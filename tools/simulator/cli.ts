/**
 * `npm run simulate -- --devices N`: runs N demo devices of a Kollekta server with live telemetry.
 *   --url http://localhost:8080   the server (default)
 *   --mqtt-url mqtt://…           connect the devices to this broker instead of the server's WebSocket
 *   --organization ID             only devices at and below this organisation
 *   --provision K                 also K new devices that ask to be provisioned (accept them as a superuser
 *                                 under Administration › Geräte-Provisionierung)
 *   --flaky                       now and then switch a device off and on again
 *   --gifts                       report the gifts the devices take: the server books them as income,
 *                                 and a pillar shows the confirmation code for a receipt from 300 € on
 *   --user admin --password …     whose view decides which devices exist (default: the demo admin)
 */
import { parseArgs } from 'node:util';
import { Simulator } from './simulator';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '5' },
    url: { type: 'string', default: process.env.KOLLEKTA_URL ?? 'http://localhost:8080' },
    'mqtt-url': { type: 'string' },
    organization: { type: 'string' },
    provision: { type: 'string', default: '0' },
    flaky: { type: 'boolean', default: false },
    gifts: { type: 'boolean', default: false },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Kollekta-Demo-2026' },
    boot: { type: 'string', default: '8' },
  },
});

const log = (message: string) => console.log(`${new Date().toLocaleTimeString('de-DE')} ${message}`);
const simulator = await Simulator.create({
  baseUrl: values.url,
  mqttUrl: values['mqtt-url'],
  username: values.user,
  password: values.password,
  count: Number(values.devices),
  organizationId: values.organization ? Number(values.organization) : undefined,
  bootMs: Number(values.boot) * 1000,
  reportGifts: values.gifts,
  log,
});
if (simulator.devices.length < Number(values.devices)) {
  log(`Nur ${simulator.devices.length} Geräte gefunden (gewünscht: ${values.devices}).`);
}
await simulator.startAll();
log(`${simulator.devices.length} Geräte laufen. Beenden mit Strg+C.`);
for (let index = 0; index < Number(values.provision); index++) await simulator.provision();

if (values.flaky) {
  setInterval(() => {
    const device = simulator.devices[Math.floor(Math.random() * simulator.devices.length)];
    if (!device) return;
    if (device.isRunning) {
      device.stop();
      setTimeout(() => void device.start(), 20_000 + Math.random() * 200_000);
    }
  }, 30_000);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.stopAll();
    setTimeout(() => process.exit(0), 300);
  });
}
