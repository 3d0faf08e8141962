// Fault switches for end-to-end tests: latency, 500/503, malformed JSON, an endless body, connection reset, a rejected coupon,
// a failed payment.
// Only present when the emulator starts with faults on; otherwise the /__emulator routes do not exist.
import { z } from 'zod';

export const faultSchema = z
  .object({
    route: z.string().max(500).optional(),
    method: z.string().max(10).optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.union([z.literal(500), z.literal(503)]).optional(),
    malformedJson: z.boolean().optional(),
    endlessBody: z.boolean().optional(),
    connectionReset: z.boolean().optional(),
    rejectCoupon: z.boolean().optional(),
    failPayment: z.boolean().optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();

export type FaultInput = z.infer<typeof faultSchema>;
export interface Fault extends FaultInput {
  id: number;
  remaining: number | null;
}

/** The transport faults a request can meet; the two business faults are taken by their handlers. */
export type TransportFault = Pick<Fault, 'latencyMs' | 'status' | 'malformedJson' | 'endlessBody' | 'connectionReset'>;

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: this.nextId++, remaining: input.times ?? null };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  private matches(fault: Fault, method: string, path: string): boolean {
    if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
    if (!fault.route) return true;
    if (path.includes(fault.route)) return true;
    try {
      return new RegExp(fault.route).test(path);
    } catch {
      return false;
    }
  }

  private consume(fault: Fault): void {
    if (fault.remaining === null) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((entry) => entry !== fault);
  }

  /** The first transport fault for this request (consumed once per request). */
  takeTransport(method: string, path: string): TransportFault | null {
    const fault = this.faults.find(
      (entry) =>
        (entry.latencyMs !== undefined || entry.status !== undefined || entry.malformedJson || entry.endlessBody || entry.connectionReset) &&
        this.matches(entry, method, path),
    );
    if (!fault) return null;
    this.consume(fault);
    return {
      latencyMs: fault.latencyMs,
      status: fault.status,
      malformedJson: fault.malformedJson,
      endlessBody: fault.endlessBody,
      connectionReset: fault.connectionReset,
    };
  }

  /** True (and consumed) when a business fault of this kind is armed for the request. */
  take(kind: 'rejectCoupon' | 'failPayment', method: string, path: string): boolean {
    const fault = this.faults.find((entry) => entry[kind] === true && this.matches(entry, method, path));
    if (!fault) return false;
    this.consume(fault);
    return true;
  }
}
