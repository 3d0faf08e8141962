// The small zod of the browser-facing contract (common/contract): zod/mini's functional schemas tree-shake to a
// quarter of classic zod in the shop's lazily loaded code, and parse the same way on the server. Without the JIT,
// as in common/zod.ts: the pages' Content-Security-Policy refuses `new Function` (both share zod's core config).
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
