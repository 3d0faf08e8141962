// The answer envelope of every /api call (spec §7, DESIGN §9): `{ success, data, error }`. `error` is the server's
// English text (common/contract/error-codes.ts lists them with the codes the browser works with); a failure may
// carry data too (a login's role, "an authenticator code is needed").
import { z } from '../zod-mini';

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  error: string | null;
}

/** The envelope around `data`, for parsing an answer. */
export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.boolean(), data: z.nullable(data), error: z.nullable(z.string()) });
}
