/** Maintenance commands: `migrate` and `demo` (build the demo world into an empty database). */
import { isDatabaseEmpty } from './app/server';
import { buildDemoWorld, DEMO_WORLD_SIZE } from './modules/demo-world';
import { createAppContext } from './platform/app-context';
import { readConfig } from './platform/config';

const command = process.argv[2];
const context = await createAppContext(readConfig());
try {
  if (command === 'migrate') {
    console.log('Datenbank ist auf dem neuesten Stand.');
  } else if (command === 'demo') {
    if (!(await isDatabaseEmpty(context))) {
      console.log(
        'Die Datenbank enthält schon Daten; die Demo-Welt wird nur in eine leere Datenbank geschrieben.',
      );
    } else {
      const summary = await buildDemoWorld(context, DEMO_WORLD_SIZE);
      console.log(`Demo-Welt angelegt: ${JSON.stringify(summary)}`);
    }
  } else {
    console.error('Aufruf: cli.ts migrate | demo');
    process.exitCode = 2;
  }
} finally {
  await context.close();
}
