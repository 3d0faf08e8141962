// CLI for `npm run emulator` (and `npm run emulator:reset` with --reset): reads the env, starts the emulator, prints
// where it runs and the development credentials, and closes cleanly on Ctrl-C.
import { startEmulator } from './start';

const started = Date.now();
const emulator = await startEmulator({
  host: process.env.EMULATOR_HOST ?? '127.0.0.1',
  port: Number(process.env.EMULATOR_PORT ?? 3001),
  dataDir: process.env.EMULATOR_DATA_DIR ?? './data/emulator',
  reset: process.argv.includes('--reset'),
  adminUsername: process.env.EMULATOR_ADMIN_USER,
  adminPassword: process.env.EMULATOR_ADMIN_PASSWORD,
  customerEmail: process.env.EMULATOR_CUSTOMER_EMAIL,
  customerPassword: process.env.EMULATOR_CUSTOMER_PASSWORD,
  integrationToken: process.env.EMULATOR_INTEGRATION_TOKEN,
  mollieReturnUrl: process.env.MOLLIE_RETURN_URL,
  shopUrl: process.env.EMULATOR_SHOP_URL,
  mollieExpiryMinutes: process.env.EMULATOR_MOLLIE_EXPIRY_MINUTES ? Number(process.env.EMULATOR_MOLLIE_EXPIRY_MINUTES) : undefined,
  twoFactorAuth: process.env.EMULATOR_2FA === '1',
  adminTotpSecret: process.env.EMULATOR_ADMIN_TOTP_SECRET,
  faults: process.env.EMULATOR_FAULTS === '1',
  log: (line) => console.log(line),
});

console.log(`
Magento emulator ready in ${Date.now() - started} ms at ${emulator.url}   (development only)
  REST      ${emulator.url}/rest/{nl|en|de}/V1/...
  GraphQL   ${emulator.url}/graphql
  Mailbox   ${emulator.mailboxUrl}   (every e-mail the emulator sent; links point at ${process.env.EMULATOR_SHOP_URL ?? 'http://localhost:3000'})
  Admin     ${emulator.admin.username} / ${emulator.admin.password}${process.env.EMULATOR_2FA === '1' ? `   (two-factor login on: authenticator secret ${emulator.admin.totpSecret})` : ''}
  Customer  ${emulator.customer.email} / ${emulator.customer.password}   (and ${emulator.secondCustomer.email} / ${emulator.secondCustomer.password})
  Token     ${emulator.integrationToken}   (integration token, Bearer)
  Coupons   ${emulator.coupons.map((coupon) => coupon.code).join(', ')}   (default: ${emulator.defaultCoupon})
  Faults    ${process.env.EMULATOR_FAULTS === '1' ? `on: ${emulator.url}/__emulator/faults` : 'off (EMULATOR_FAULTS=1 turns them on)'}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
