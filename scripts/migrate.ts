/**
 * `npm run migrate -- --to <MONGODB_URI | data dir> [--from <data dir>]`
 * Copies an embedded data dir (DATA_DIR by default) into MongoDB or another data dir, ids kept.
 * Running it again changes nothing. Prints the counts per collection. Then, in the target, the
 * appointments still to come take every hour they run through (stored before bookings did): the
 * overlaps found are printed, never fixed by guessing; and the admin accounts stored before the
 * e-mail confirmation count as confirmed (customers confirm from /perfil).
 */
import { existsSync, readdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadStoreConfig } from '../functions/config.ts';
import { openEmbeddedStore } from '../functions/store/embedded.ts';
import { takeBookingHours } from '../functions/services/bookings/booking-hours-migration.ts';
import { confirmAdminEmails } from '../functions/services/accounts/email-confirmation.ts';
import { copyStore } from '../functions/store/migrate.ts';
import { openMongoStore } from '../functions/store/mongodb.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' }, db: { type: 'string' } } });
if (!values.to) {
  console.error('Uso: npm run migrate -- --to <MONGODB_URI o carpeta de datos> [--from <carpeta de datos>] [--db <base>]');
  process.exit(2);
}

const fromDir = path.resolve(values.from ?? loadStoreConfig().dataDir);
if (!existsSync(fromDir)) {
  console.error(`No existe la carpeta de datos de origen: ${fromDir}`);
  process.exit(2);
}
const toMongo = /^mongodb(\+srv)?:\/\//.test(values.to);
const source = await openEmbeddedStore(fromDir);
const target = toMongo ? openMongoStore(values.to, values.db ?? loadStoreConfig().mongodbDb) : await openEmbeddedStore(values.to);

try {
  const reports = await copyStore(source, target, (collection, id, error) =>
    console.error(`No se pudo copiar ${collection}/${id}: ${error instanceof Error ? error.message : String(error)}`),
  );
  console.log(`Migración de ${fromDir} a ${toMongo ? 'MongoDB' : path.resolve(values.to)}`);
  for (const report of reports) {
    console.log(
      `${report.collection.padEnd(16)} total ${String(report.total).padStart(5)}  escritos ${String(report.written).padStart(5)}  sin cambios ${String(report.unchanged).padStart(5)}  fallidos ${report.failed}`,
    );
  }
  const hours = await takeBookingHours(target, new Date());
  console.log(
    `citas            ${hours.appointments} por venir  horas tomadas ${hours.taken}  ya tomadas ${hours.alreadyTheirs}  choques ${hours.conflicts.length}`,
  );
  for (const conflict of hours.conflicts) {
    console.log(
      `Choque: la cita ${conflict.reference} sigue en ${conflict.slotId}, que ya tiene ${conflict.heldBy || 'otra reserva'}; resuélvelo desde la agenda.`,
    );
  }
  // Accounts stored before the e-mail confirmation: admins confirmed (the owner set their address), customers until they click.
  const confirmedAdmins = await confirmAdminEmails(target, new Date());
  console.log(`correos          ${confirmedAdmins} cuentas de administrador confirmadas; las de clientes esperan su enlace`);
  const mediaDir = path.join(fromDir, 'media');
  const mediaCount = existsSync(mediaDir) ? readdirSync(mediaDir).length : 0;
  if (toMongo && mediaCount > 0) {
    console.log(
      `Atención: ${mediaCount} imágenes subidas están en ${mediaDir}; súbelas de nuevo desde el panel con Cloudinary configurado.`,
    );
  } else if (mediaCount > 0) {
    // Files already in the target are kept, so a second run copies nothing.
    await cp(mediaDir, path.join(path.resolve(values.to), 'media'), { recursive: true, force: false, errorOnExist: false });
    console.log(`media            ${mediaCount} imágenes`);
  }
  process.exitCode = reports.some((report) => report.failed > 0) ? 1 : 0;
} finally {
  await source.close();
  await target.close();
}
