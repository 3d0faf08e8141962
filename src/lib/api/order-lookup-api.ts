// Finding an order without an account (POST /api/magento/order-lookup, server/api/order-lookup.router.ts): order
// number, e-mail address and billing postcode in, the confirmation's order and its visible comments out. Failures
// arrive as the account API's RequestFailure: 'not-found' (no order matches), 'rate-limited' with its Retry-After.
import { HTTPError } from 'ky';
import { orderLookupResultSchema, type OrderLookupResult } from '../../../common/contract/order.schema';
import { envelopeSchema } from '../../../common/contract/envelope.schema';
import type { Lang } from '../../locales/paths';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { SERVER_ERROR_TEXT } from '../../../common/contract/error-codes';
import { failureOfAnswer } from './account-api';
import { api } from './client';

export interface OrderLookupFacts {
  orderNumber: string;
  email: string;
  postcode: string;
}

export interface OrderLookupApi {
  find(facts: OrderLookupFacts, signal?: AbortSignal): Promise<OrderLookupResult>;
}

const invalid: RequestFailure = { kind: 'server', code: 'response.invalid', text: SERVER_ERROR_TEXT['response.invalid'] };

export function createOrderLookupApi(locale: Lang): OrderLookupApi {
  return {
    async find(facts, signal) {
      let body: unknown;
      try {
        body = await api.post('magento/order-lookup', { searchParams: { locale }, json: facts, cache: 'no-store', ...(signal ? { signal } : {}) }).json();
      } catch (error) {
        if (error instanceof HTTPError) throw failureOfAnswer(error.response.status, error.data ?? null, error.response.headers, undefined);
        if (error instanceof Error && error.name === 'TimeoutError')
          throw { kind: 'network', code: 'request.timeout', text: SERVER_ERROR_TEXT['request.timeout'] };
        if (error instanceof Error && error.name === 'AbortError') throw { kind: 'network', code: 'request.aborted', text: 'Request aborted' };
        throw { kind: 'network', code: 'network', text: 'Failed to fetch' } satisfies RequestFailure;
      }
      const parsed = envelopeSchema(orderLookupResultSchema).safeParse(body);
      if (!parsed.success || parsed.data.success !== true || !parsed.data.data) throw invalid;
      return parsed.data.data;
    },
  };
}
