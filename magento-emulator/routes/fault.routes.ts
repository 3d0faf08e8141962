// Test-only administration of the fault switches and the clock (mounted under /__emulator when faults are on).
import { Router } from 'express';
import type { EmulatorContext } from '../domain/emulator.context';
import { faultSchema } from '../domain/fault.registry';

export function faultRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const faults = ctx.faults!;

  router.get('/faults', (_req, res) => {
    res.json(faults.list());
  });

  router.post('/faults', (req, res) => {
    const parsed = faultSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ message: 'Invalid fault', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
      return;
    }
    res.status(201).json(faults.add(parsed.data));
  });

  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.json(true);
  });

  /**
   * Moves the emulator's clock forward (token expiry, sign-in lock, coupon expiry) without waiting, or back
   * (`rewindMs`: what is created next is dated in the past, e.g. an order left unpaid for hours).
   */
  router.post('/clock', (req, res) => {
    const body = req.body as { advanceMs?: unknown; rewindMs?: unknown; reset?: unknown } | undefined;
    const amount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
    if (body?.reset === true) ctx.clock.reset();
    else if (amount(body?.advanceMs)) ctx.clock.advance(body!.advanceMs as number);
    else if (amount(body?.rewindMs)) ctx.clock.advance(-(body!.rewindMs as number));
    else {
      res.status(400).json({ message: 'Send { advanceMs: number }, { rewindMs: number } or { reset: true }' });
      return;
    }
    res.json({ now: new Date(ctx.clock.now()).toISOString() });
  });

  /**
   * Run-time settings, so a test can check them without a second emulator: the Mollie return URL (placeholders) and
   * two-factor admin login on or off. Answers the settings a client may see (not the TOTP secret: startEmulator gives it).
   */
  router.post('/settings', (req, res) => {
    const body = req.body as { mollieReturnUrl?: unknown; twoFactorAuth?: unknown; mollieExpiryMinutes?: unknown } | undefined;
    const url = body?.mollieReturnUrl;
    const twoFactor = body?.twoFactorAuth;
    const expiry = body?.mollieExpiryMinutes;
    const expiryOk = expiry === undefined || (typeof expiry === 'number' && Number.isFinite(expiry) && expiry > 0);
    const urlOk = url === undefined || (typeof url === 'string' && /^https?:\/\//.test(url) && url.length <= 2000);
    const twoFactorOk = twoFactor === undefined || typeof twoFactor === 'boolean';
    if (!urlOk || !twoFactorOk || !expiryOk || (url === undefined && twoFactor === undefined && expiry === undefined)) {
      res.status(400).json({ message: 'Send { mollieReturnUrl?: "http(s)://…", twoFactorAuth?: boolean, mollieExpiryMinutes?: number > 0 }' });
      return;
    }
    if (typeof url === 'string') ctx.settings.mollieReturnUrl = url;
    if (typeof twoFactor === 'boolean') ctx.settings.twoFactorAuth = twoFactor;
    if (typeof expiry === 'number') ctx.settings.mollieExpiryMinutes = expiry;
    res.json({
      mollieReturnUrl: ctx.settings.mollieReturnUrl,
      twoFactorAuth: ctx.settings.twoFactorAuth,
      mollieExpiryMinutes: ctx.settings.mollieExpiryMinutes,
    });
  });

  /**
   * The ACL resources the integration token was NOT granted (`{ denied: ["Magento_SalesRule::quote"] }`; `[]` grants
   * all again): routes needing one answer 401 as Magento does for an integration set up without it.
   */
  router.post('/integration-acl', (req, res) => {
    const denied = (req.body as { denied?: unknown } | undefined)?.denied;
    if (!Array.isArray(denied) || denied.length > 50 || !denied.every((resource) => typeof resource === 'string' && /^\w+::\w+$/.test(resource))) {
      res.status(400).json({ message: 'Send { denied: ["Vendor_Module::resource", …] }' });
      return;
    }
    ctx.settings.integrationDeniedResources = denied as string[];
    res.json({ denied });
  });

  // Malformed JSON on these routes should not fall through to Magento's 404.
  router.use((error: unknown, _req: unknown, res: import('express').Response, next: (error?: unknown) => void) => {
    if ((error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Invalid JSON' });
      return;
    }
    next(error);
  });

  return router;
}
