/** Starts the server: `npm start` (after a build) or `npm run serve`. */
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Shala Admin is running at http://localhost:${config.port}/ on ${app.database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}`,
);
