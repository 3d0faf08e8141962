// The one ky client of the browser: same-origin /api, JSON, the spec's 15 s deadline.
import ky from 'ky';

export const REQUEST_TIMEOUT_MS = 15_000;

export const api = ky.create({
  prefix: '/api/',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
});
