/**
 * `npm run create-admin [-- --email … --password … --name … --tel …]`
 * Creates an ADMIN account in the configured store (MongoDB when MONGODB_URI is set), or promotes
 * an existing one and sets its password. Asks for whatever the flags leave out.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadStoreConfig } from '../functions/config.ts';
import { ensureAdmin } from '../functions/services/accounts/accounts.ts';
import { openStore } from '../functions/store/index.ts';
import { passwordSchema } from '../src/domain/accounts/account-schemas.ts';
import { emailSchema, telSchema } from '../src/domain/shared/schema-basics.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, tel: { type: 'string' } },
});

const fields = {
  email: { label: 'Correo del administrador', schema: emailSchema },
  password: { label: 'Contraseña (mínimo 8 caracteres)', schema: passwordSchema },
  name: { label: 'Nombre', schema: z.string().trim().min(1).max(100) },
  tel: { label: 'Teléfono', schema: telSchema },
} as const;

const prompt = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;

async function read(key: keyof typeof fields, fallback?: string): Promise<string> {
  const { label, schema } = fields[key];
  let raw = values[key] ?? (prompt ? await prompt.question(`${label}${fallback ? ` [${fallback}]` : ''}: `) : fallback);
  if (!raw && fallback) raw = fallback;
  const parsed = schema.safeParse(raw ?? '');
  if (!parsed.success) {
    console.error(`${label}: ${parsed.error.issues[0]?.message ?? 'valor no válido'}`);
    process.exit(2);
  }
  return String(parsed.data);
}

const input = {
  email: await read('email'),
  password: await read('password'),
  name: await read('name', 'Administrador'),
  tel: await read('tel', '3000000000'),
};
prompt?.close();

const store = await openStore(loadStoreConfig());
try {
  const { created, user } = await ensureAdmin(store, input, new Date());
  console.log(created ? `Administrador creado: ${user.email}` : `Cuenta existente ascendida a administrador: ${user.email}`);
} finally {
  await store.close();
}
