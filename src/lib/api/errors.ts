// How a call that went wrong becomes the failure the shop machines decide on (src/machines/shop-error.ts): the
// server's English text in an error answer's envelope, ky's time-out and network errors, an answer that is not what
// the contract (common/contract) says. The browser's one place that turns the server's texts into error codes.
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { errorCodeOf, SERVER_ERROR_TEXT } from '../../../common/contract/error-codes';
import type { RequestFailure } from '../../machines/shop-error';

/** `error` of an answer body that is an envelope with a text, else ''. */
export function envelopeErrorOf(body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error : '';
}

/** `data` of an error answer's envelope when it carries some (not null), else undefined. */
function envelopeDataOf(body: unknown): unknown {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return data === null ? undefined : data;
}

/** A failure for a text: its code, the text kept; `status` when the server answered with an error status. */
export function failureOfText(text: string, status?: number): RequestFailure {
  const code = errorCodeOf(text);
  return status === undefined ? { code, text } : { code, status, text };
}

/** An answer without the data the contract promises ('Invalid response format'). */
export function invalidResponse(details?: string): RequestFailure {
  return { code: 'response.invalid', text: details ?? SERVER_ERROR_TEXT['response.invalid'] };
}

/** Any error a ky call threw: the envelope's text of an error answer, else the HTTP status text; ky's own errors by kind. */
export function toRequestFailure(error: unknown): RequestFailure {
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into error.data (the response body itself is consumed).
    const text = envelopeErrorOf(error.data) || error.response.statusText;
    const { status } = error.response;
    if (!text) return { code: 'response.invalid', status, text: SERVER_ERROR_TEXT['response.invalid'] };
    const data = envelopeDataOf(error.data);
    return data === undefined ? failureOfText(text, status) : { ...failureOfText(text, status), data };
  }
  if (error instanceof TimeoutError) return { code: 'request.timeout', text: SERVER_ERROR_TEXT['request.timeout'] };
  // The browser's own wording for the logs; ky's message would show the URL and the cart id.
  if (error instanceof NetworkError) return { code: 'network', text: 'Failed to fetch' };
  if (error instanceof Error && error.name === 'AbortError') return { code: 'request.aborted', text: 'Request aborted' };
  return failureOfText(error instanceof Error ? error.message : String(error));
}
