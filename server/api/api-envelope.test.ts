// Error mapping: transport failures to 502/503/504 with the spec texts, Magento phrases filled in without internal ids.
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../magento/upstream-error';
import { PlaceOrderConflict } from '../security/place-order-claim';
import { ErrorText, toApiError } from './api-envelope';

const http = (status: number, message: string, parameters?: Record<string, unknown> | unknown[]) =>
  new UpstreamError('http', 'GET /x', status, parameters ? { message, parameters } : { message });

describe('toApiError', () => {
  it('maps transport failures to 502/503/504 with the spec texts', () => {
    expect(toApiError(new UpstreamError('timeout', 'x'))).toMatchObject({ status: 504, text: 'Request timed out. Please try again.' });
    expect(toApiError(new UpstreamError('network', 'x'))).toMatchObject({ status: 503, text: ErrorText.unavailable });
    expect(toApiError(new UpstreamError('format', 'x', 200))).toMatchObject({ status: 502, text: 'Invalid response format' });
    expect(toApiError(http(500, 'Internal Error. Report ID: webapi-1'))).toMatchObject({ status: 502, text: ErrorText.upstreamFailed });
    expect(toApiError(http(503, 'x'))).toMatchObject({ status: 503 });
    expect(toApiError(http(401, "The consumer isn't authorized to access %resources.", { resources: 'x' }))).toMatchObject({ status: 502 });
    expect(toApiError(new UpstreamError('http', 'x', 404, null))).toMatchObject({ status: 502, text: 'Invalid response format' });
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 500, text: ErrorText.internal });
    expect(toApiError(new PlaceOrderConflict('changed'))).toMatchObject({ status: 409, text: ErrorText.cartChanged });
  });

  it('fills placeholders and hides internal ids', () => {
    expect(toApiError(http(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: '42' }))).toMatchObject({
      status: 404,
      text: 'Cart not found',
    });
    expect(toApiError(http(404, "The %1 Cart doesn't contain the %2 item.", ['42', '7']))).toMatchObject({ status: 404, text: 'Cart item not found' });
    expect(toApiError(http(404, 'The "%1" Cart doesn\'t contain products.', ['42']))).toMatchObject({ status: 400, text: 'The cart is empty' });
    expect(toApiError(http(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: '-1', fieldName: 'qty' }))).toMatchObject({
      status: 400,
      text: 'Invalid value of "-1" provided for the qty field.',
    });
    expect(toApiError(http(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'orderId', fieldValue: '99' })).text).toBe(
      'No such entity with orderId =',
    );
  });
});
