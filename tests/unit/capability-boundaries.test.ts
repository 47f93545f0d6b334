/**
 * The capability rules of .dependency-cruiser.cjs, tried on a small tree of their own: a capability
 * that reaches up the stack, or past another's front door, fails the check that `npm run lint` runs.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { forbidden } = require('../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

let base = '';
const files: Record<string, string> = {
  'functions/services/bookings/booking-cancel.ts': 'export function cancel(): number {\n  return 1;\n}\n',
  'functions/services/bookings/index.ts': "export { cancel } from './booking-cancel.ts';\n",
  'functions/services/promotions/reaches-up.ts': "import { cancel } from '../bookings/index.ts';\nexport const up = cancel();\n",
  'functions/services/payments/through-the-door.ts': "import { cancel } from '../bookings/index.ts';\nexport const down = cancel();\n",
  'functions/services/payments/past-the-door.ts':
    "import { cancel } from '../bookings/booking-cancel.ts';\nexport const past = cancel();\n",
};

async function violationsOf(file: string): Promise<string[]> {
  const result = await cruise([file], { baseDir: base, ruleSet: { forbidden }, validate: true, doNotFollow: { path: 'node_modules' } });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name);
}

describe('the capability rules', () => {
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'capabilities-'));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(base, file)), { recursive: true });
      await writeFile(path.join(base, file), text);
    }
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('refuse a capability that imports one above it, even through its front door', async () => {
    expect(await violationsOf('functions/services/promotions/reaches-up.ts')).toEqual([
      expect.stringMatching(/^capability-layer-.*promotions/),
    ]);
  });

  it('refuse an import past the front door of a lower capability', async () => {
    expect(await violationsOf('functions/services/payments/past-the-door.ts')).toEqual(['capability-front-door']);
  });

  it('let a capability use a lower one through its front door', async () => {
    expect(await violationsOf('functions/services/payments/through-the-door.ts')).toEqual([]);
  });
});
