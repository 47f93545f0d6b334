/**
 * Which engines a store test runs on: embedded always, and MongoDB when MONGODB_URI is set; in the
 * MongoDB run of `npm test` (TEST_STORE=mongodb, scripts/test-mongo.ts) only MongoDB, since the
 * embedded engine already ran in the main run.
 */
export function testEngines<E>(embedded: () => E, mongo: (uri: string) => E): E[] {
  const uri = process.env.MONGODB_URI;
  if (process.env.TEST_STORE === 'mongodb' && uri) return [mongo(uri)];
  return [embedded(), ...(uri ? [mongo(uri)] : [])];
}
