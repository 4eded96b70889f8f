/**
 * Builds a demo world of any size into an empty database (DATA_DIR or DATABASE_URL):
 *   node --import tsx tools/demo-world.ts --districts 20 --parishes 15 --days 365 --volume 2
 */
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import { createAppContext, isDatabaseEmpty } from '@kollekta/server/server';

const { values } = parseArgs({
  options: {
    districts: { type: 'string', default: String(DEMO_WORLD_SIZE.districts) },
    parishes: { type: 'string', default: '0' },
    days: { type: 'string', default: String(DEMO_WORLD_SIZE.days) },
    volume: { type: 'string', default: String(DEMO_WORLD_SIZE.paymentVolume) },
  },
});

const context = await createAppContext(readConfig({ ...process.env, DEMO_WORLD: 'off' }));
try {
  if (!(await isDatabaseEmpty(context))) {
    console.error(
      'Die Datenbank enthält schon Daten. Wählen Sie ein leeres DATA_DIR oder eine leere Datenbank.',
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const summary = await buildDemoWorld(context, {
      districts: Number(values.districts),
      parishesPerDistrict: Number(values.parishes),
      days: Number(values.days),
      paymentVolume: Number(values.volume),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo-Welt in ${seconds} s: ${summary.organizations} Organisationen, ${summary.devices} Geräte, ${summary.payments} Zahlungen`,
    );
  }
} finally {
  await context.close();
}
