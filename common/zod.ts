// The zod of code that also runs in the browser, without its JIT: compiling a parser with `new Function` is refused
// by the pages' Content-Security-Policy (no 'unsafe-eval'), and zod's probe for it alone shows up as a CSP violation
// on every page that validates. Interpreted parsing is fast enough for a form or an address.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
