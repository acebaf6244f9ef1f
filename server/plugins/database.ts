/** Makes the database and the configuration available to every route. */
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: ServerConfig;
  }
}

export const databasePlugin = fp<{ database: Database; config: ServerConfig; ownsDatabase: boolean }>(
  async (app, { database, config, ownsDatabase }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('config', config);
    if (ownsDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
