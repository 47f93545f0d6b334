/**
 * `BENCH_STORE=mongodb`: the API section measured again on the MongoDB engine, for information
 * beside the embedded engine's figures. The benchmark's data dir is copied (as `npm run migrate`
 * does) into a database of a FerretDB server (the tests' MongoDB wire-protocol server, see
 * scripts/lib/ferretdb.ts), and the shop is started on it with MONGODB_URI. FerretDB on SQLite is
 * not Atlas: these figures say what the engine's round trips cost, not what production will do.
 */
import { buildFerretDB, startFerretDB } from '../../lib/ferretdb.ts';
import { openEmbeddedStore } from '../../../functions/store/embedded.ts';
import { copyStore } from '../../../functions/store/migrate.ts';
import { openMongoStore } from '../../../functions/store/mongodb.ts';

export const benchOnMongo = process.env.BENCH_STORE === 'mongodb';

/** Runs `work` with the environment of a shop whose store is a MongoDB copy of `dataDir`. */
export async function withMongoCopy<T>(dataDir: string, label: string, work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  await buildFerretDB();
  const server = await startFerretDB();
  try {
    const dbName = `bench_${label}`;
    const source = await openEmbeddedStore(dataDir);
    const target = openMongoStore(server.uri, dbName);
    try {
      const reports = await copyStore(source, target);
      const failed = reports.reduce((sum, report) => sum + report.failed, 0);
      if (failed > 0) throw new Error(`${failed} documents could not be copied into MongoDB`);
    } finally {
      await source.close();
      await target.close();
    }
    return await work({ MONGODB_URI: server.uri, MONGODB_DB: dbName });
  } finally {
    await server.stop();
  }
}
