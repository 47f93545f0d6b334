import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The browser code's import alias (tsconfig `paths`), for tests of islands and the API client.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // `*.mongodb.test.ts` speak to a MongoDB server: only the MongoDB run (`npm run test:mongo`) has one.
    ...(process.env.TEST_STORE === 'mongodb' ? {} : { exclude: ['**/node_modules/**', 'tests/**/*.mongodb.test.ts'] }),
    environment: 'node',
    // bcrypt at cost 12 is slow on purpose; a slow shared machine needs the margin.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
