/** Entry point: `npm start` serves API and web apps on PORT (default 8080). */
import { startServer } from './app/server';
import { readConfig } from './platform/config';

const config = readConfig();
const { app } = await startServer(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Kollekta ${config.version} läuft auf ${config.publicUrl} (Datenbank: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: Kollekta wird beendet`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
