// The one error type for everything that goes wrong between our server and Magento, so that routes can map
// failures to shopper-safe answers without knowing about fetch, sockets or JSON parsing.

export type UpstreamFailure =
  | 'timeout' // the deadline passed
  | 'network' // refused, reset, DNS: no HTTP answer at all
  | 'http' // Magento answered with a 4xx/5xx status
  | 'format' // the answer was not the JSON we expect
  | 'graphql'; // HTTP 200 with errors[] from a resolver

export interface MagentoErrorBody {
  message: string;
  parameters?: Record<string, unknown> | unknown[];
}

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    /** Route label with ids redacted, safe for logs. */
    readonly label: string,
    readonly status: number | null = null,
    readonly body: MagentoErrorBody | null = null,
    /** GraphQL error categories/messages (never shown raw to shoppers). */
    readonly graphqlErrors: { message: string; category?: string }[] = [],
  ) {
    super(`${failure}${status ? ` ${status}` : ''} on ${label}`);
    this.name = 'UpstreamError';
  }

  /** The raw Magento phrase (with %placeholders) if Magento sent one. */
  get magentoMessage(): string | null {
    return this.body?.message ?? null;
  }
}
