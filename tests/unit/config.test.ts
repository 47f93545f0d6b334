import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PAYMENT_KEYS } from '../../functions/config.ts';
import { messages } from '../../src/domain/shared/messages.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'config-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const secret = 'x'.repeat(40);

describe('config', () => {
  it('embedded defaults: generates the JWT secret once and keeps it in DATA_DIR', async () => {
    const dir = await tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.production).toBe(false);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
    expect(first.port).toBe(4321);
    expect(first.paypal).toBeUndefined();
    expect(first.mongodbUri).toBeUndefined();
  });

  const production = {
    NETLIFY: 'true',
    JWT_SECRET: secret,
    MONGODB_URI: 'mongodb://db',
    SITE_URL: 'https://tienda.example',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secreto',
    CLOUDINARY_URL: 'cloudinary://k:s@nube',
    SMTP_URL: 'smtps://usuario:clave@smtp.example:465',
    SHOP_NOTIFY_EMAIL: 'duena@tienda.example',
    // A staging site's test invoices, on purpose (tests/unit/invoicing-config.test.ts checks the refusal without it).
    ALLOW_TEST_INVOICES: 'true',
  };

  it('production refuses to start without PayPal keys or Cloudinary, naming the variable', () => {
    const { PAYPAL_CLIENT_ID: _id, PAYPAL_CLIENT_SECRET: _secret, ...noPaypal } = production;
    expect(() => loadConfig(noPaypal)).toThrow(messages.configMissing(PAYMENT_KEYS));
    expect(loadConfig({ ...noPaypal, ALLOW_SANDBOX_PAYMENTS: 'true' }).paypal).toBeUndefined();
    const { CLOUDINARY_URL: _cloudinary, ...noCloudinary } = production;
    expect(() => loadConfig(noCloudinary)).toThrow(messages.configMissing('CLOUDINARY_URL'));
    expect(loadConfig(production).production).toBe(true);
    // Raising the per-address limits is for local runs only.
    expect(loadConfig({ ...production, ADDRESS_LIMITS_SCALE: '10' }).addressLimitsScale).toBe(1);
    // So is a cheaper password hash: production always hashes at bcrypt's cost 12.
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(12);
    expect(loadConfig({ DATA_DIR: '/tmp/x', PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
  });

  it('production refuses to start without SMTP_URL or SHOP_NOTIFY_EMAIL, naming the variable', () => {
    const { SMTP_URL: _smtp, ...noSmtp } = production;
    expect(() => loadConfig(noSmtp)).toThrow(messages.configMissing('SMTP_URL'));
    const { SHOP_NOTIFY_EMAIL: _notify, ...noNotice } = production;
    expect(() => loadConfig(noNotice)).toThrow(messages.configMissing('SHOP_NOTIFY_EMAIL'));
    const config = loadConfig(production);
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://usuario:clave@smtp.example:465',
      from: 'Tienda Medellín <no-reply@tienda.example>',
      notifyTo: 'duena@tienda.example',
    });
    expect(loadConfig({ ...production, MAIL_FROM: 'Tienda <ventas@tienda.example>' }).mail.from).toBe('Tienda <ventas@tienda.example>');
  });

  it('the embedded mode writes mail to the outbox and sends the notices to the development admin', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir() });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Tienda Medellín <no-reply@tienda.local>', notifyTo: 'admin@tienda.local' });
  });

  it('production refuses to start without JWT_SECRET, naming it', () => {
    const env = { NETLIFY: 'true', MONGODB_URI: 'mongodb://db', SITE_URL: 'https://tienda.example' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(messages.configMissing('JWT_SECRET'));
  });

  it('production refuses to start without MONGODB_URI or SITE_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SITE_URL: 'https://t.example' })).toThrow(
      messages.configMissing('MONGODB_URI'),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, MONGODB_URI: 'mongodb://db' })).toThrow(
      messages.configMissing('SITE_URL'),
    );
  });

  it('production takes the site origin from SITE_URL or Netlify URL', () => {
    const { SITE_URL: _site, ...withoutSite } = production;
    const config = loadConfig({ ...withoutSite, URL: 'https://tienda.netlify.app' });
    expect(config.production).toBe(true);
    expect(config.siteOrigin).toBe('https://tienda.netlify.app');
    expect(config.jwtSecret).toBe(secret);
  });

  it('rejects a short JWT_SECRET and a malformed PORT', async () => {
    const dir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'ochenta' })).toThrow(/PORT/);
  });

  it('needs both PayPal keys or neither', async () => {
    const dir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, PAYPAL_CLIENT_ID: 'id' })).toThrow(messages.configMissing('PAYPAL_CLIENT_SECRET'));
    const config = loadConfig({ DATA_DIR: dir, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secreto' });
    expect(config.paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
  });

  const wompiKeys = {
    WOMPI_PUBLIC_KEY: 'pub_test_llave',
    WOMPI_INTEGRITY_SECRET: 'test_integrity_secreto',
    WOMPI_EVENTS_SECRET: 'test_events_secreto',
  };

  it('Wompi needs both secrets with the public key, naming the one missing', async () => {
    const dir = await tempDir();
    const { WOMPI_INTEGRITY_SECRET: _integrity, ...noIntegrity } = wompiKeys;
    expect(() => loadConfig({ DATA_DIR: dir, ...noIntegrity })).toThrow(messages.configMissing('WOMPI_INTEGRITY_SECRET'));
    const { WOMPI_EVENTS_SECRET: _events, ...noEvents } = wompiKeys;
    expect(() => loadConfig({ DATA_DIR: dir, ...noEvents })).toThrow(messages.configMissing('WOMPI_EVENTS_SECRET'));
    const { WOMPI_PUBLIC_KEY: _key, ...noKey } = wompiKeys;
    expect(() => loadConfig({ DATA_DIR: dir, ...noKey })).toThrow(messages.configMissing('WOMPI_PUBLIC_KEY'));
    expect(loadConfig({ DATA_DIR: dir }).wompi).toBeUndefined();
  });

  const whatsappKeys = {
    WHATSAPP_TOKEN: 'EAAG-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
    WHATSAPP_APP_SECRET: 'secreto-de-la-app',
    WHATSAPP_VERIFY_TOKEN: 'token-de-verificacion',
  };

  it('WhatsApp needs its four keys together or none, naming the first one missing', async () => {
    const dir = await tempDir();
    expect(loadConfig({ DATA_DIR: dir }).whatsapp).toBeUndefined();
    const { WHATSAPP_APP_SECRET: _secret, ...noSecret } = whatsappKeys;
    expect(() => loadConfig({ DATA_DIR: dir, ...noSecret })).toThrow(messages.configMissing('WHATSAPP_APP_SECRET'));
    const { WHATSAPP_TOKEN: _token, ...noToken } = whatsappKeys;
    expect(() => loadConfig({ DATA_DIR: dir, ...noToken })).toThrow(messages.configMissing('WHATSAPP_TOKEN'));
    expect(loadConfig({ DATA_DIR: dir, ...whatsappKeys }).whatsapp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '109876543210987',
      appSecret: 'secreto-de-la-app',
      verifyToken: 'token-de-verificacion',
      apiBase: 'https://graph.facebook.com/v23.0',
      language: 'es_CO',
      templates: {
        confirmation: 'cita_confirmada',
        moved: 'cita_reprogramada',
        cancelled: 'cita_cancelada',
        reminder: 'cita_recordatorio',
        shipped: 'pedido_enviado',
        'waitlist-offer': 'lugar_disponible',
      },
    });
    const custom = loadConfig({
      DATA_DIR: dir,
      ...whatsappKeys,
      WHATSAPP_API_BASE: 'http://127.0.0.1:9999/v23.0/',
      WHATSAPP_TEMPLATE_LANGUAGE: 'es',
      WHATSAPP_TEMPLATE_REMINDER: 'recordatorio',
    }).whatsapp;
    expect(custom?.apiBase).toBe('http://127.0.0.1:9999/v23.0');
    expect(custom?.language).toBe('es');
    expect(custom?.templates.reminder).toBe('recordatorio');
    expect(() => loadConfig({ DATA_DIR: dir, ...whatsappKeys, WHATSAPP_TEMPLATE_LANGUAGE: 'en_US' })).toThrow(/WHATSAPP_TEMPLATE_LANGUAGE/);
  });

  it("Wompi's API base follows the key: sandbox for pub_test_, production for pub_prod_, or WOMPI_API_BASE", async () => {
    const dir = await tempDir();
    expect(loadConfig({ DATA_DIR: dir, ...wompiKeys }).wompi).toEqual({
      publicKey: 'pub_test_llave',
      integritySecret: 'test_integrity_secreto',
      eventsSecret: 'test_events_secreto',
      apiBase: 'https://sandbox.wompi.co/v1',
    });
    expect(loadConfig({ DATA_DIR: dir, ...wompiKeys, WOMPI_PUBLIC_KEY: 'pub_prod_llave' }).wompi?.apiBase).toBe(
      'https://production.wompi.co/v1',
    );
    expect(loadConfig({ DATA_DIR: dir, ...wompiKeys, WOMPI_API_BASE: 'http://127.0.0.1:9999/v1/' }).wompi?.apiBase).toBe(
      'http://127.0.0.1:9999/v1',
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...wompiKeys, WOMPI_API_BASE: 'no es una url' })).toThrow(/WOMPI_API_BASE/);
  });

  it('production starts with Wompi alone, with PayPal alone, or with the sandbox asked for; never with none', () => {
    const { PAYPAL_CLIENT_ID: _id, PAYPAL_CLIENT_SECRET: _secret, ...noPaypal } = production;
    const wompiOnly = loadConfig({ ...noPaypal, ...wompiKeys });
    expect(wompiOnly.paypal).toBeUndefined();
    expect(wompiOnly.wompi?.publicKey).toBe('pub_test_llave');
    expect(loadConfig(production).wompi).toBeUndefined();
    expect(loadConfig({ ...production, ...wompiKeys }).wompi?.eventsSecret).toBe('test_events_secreto');
    expect(() => loadConfig(noPaypal)).toThrow(messages.configMissing(PAYMENT_KEYS));
    expect(() => loadConfig({ ...noPaypal, WOMPI_PUBLIC_KEY: 'pub_prod_llave' })).toThrow(messages.configMissing('WOMPI_INTEGRITY_SECRET'));
  });
});
