// Development-only values that are public on purpose (the embedded Magento emulator's integration token). They live
// here, apart from the emulator, so the server can refuse them in production without loading the emulator.

/** The emulator's Bearer token with every ACL resource; it says what it is, so nobody mistakes it for a secret. */
export const DEV_INTEGRATION_TOKEN = 'folt-dev-integration-token-not-for-production';
