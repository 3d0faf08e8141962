// The live binding of the lead-form machine: what reaches the forms API (blank fields left out, the CV as upload)
// and how the API's HTTP failures (src/lib/api/forms-api.ts) become the machine's failure kinds.
import { createActor } from 'xstate';
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { describe, expect, test } from 'vitest';
import type { FormsApi } from '../../lib/api/forms-api';
import { toSubmitFailure } from '../../lib/api/forms-api';
import { provideLeadFormMachine } from './lead-form.live';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function httpError(status: number, data: unknown, headers: Record<string, string> = {}): HTTPError {
  const request = new Request('http://shop.test/api/forms/contact', { method: 'POST' });
  const error = new HTTPError(new Response(null, { status, headers }), request, {} as never);
  error.data = data;
  return error;
}

describe('lead-form live binding', () => {
  test('sends the compacted values and the CV file as an upload; toasts on success', async () => {
    const calls: unknown[] = [];
    const toasts: string[] = [];
    const api: FormsApi = {
      submit: async (form, fields, upload) => {
        calls.push({ form, fields, upload: upload && { field: upload.field, fileName: upload.fileName, size: upload.file.size } });
        return { id: '9' };
      },
    };
    const machine = provideLeadFormMachine('job-application', { api, notifySubmitted: () => toasts.push('ok'), notifyFailed: (kind) => toasts.push(kind) });
    const actor = createActor(machine, { input: { presets: { locale: 'de', vacancy: 'intern' } } }).start();
    const values = {
      name: 'Lena Vogel',
      email: 'lena@example.de',
      phone: '+49 170 1234567',
      motivation: 'Ich studiere Maschinenbau und möchte lernen, wie ein Faltrad entsteht.',
      website_url: '',
    };
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
    actor.send({ type: 'file.change', name: 'cv', file: new File(['%PDF-1.7'], 'lebenslauf.pdf', { type: 'application/pdf' }) });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    const { website_url: _blank, ...sent } = values;
    expect(calls).toEqual([
      { form: 'job-application', fields: { locale: 'de', vacancy: 'intern', ...sent }, upload: { field: 'cv', fileName: 'lebenslauf.pdf', size: 8 } },
    ]);
    expect(toasts).toEqual(['ok']);
  });
});

describe('forms API failures', () => {
  test('422 and 413 with field errors are field errors', () => {
    expect(toSubmitFailure(httpError(422, { success: false, data: { fieldErrors: { email: 'invalid_email' } }, error: 'x' }))).toEqual({
      kind: 'invalid',
      fieldErrors: { email: 'invalid_email' },
    });
    expect(toSubmitFailure(httpError(413, { success: false, data: { fieldErrors: { cv: 'file_too_large' } }, error: 'x' }))).toEqual({
      kind: 'invalid',
      fieldErrors: { cv: 'file_too_large' },
    });
  });
  test('413 without field errors, 429 with Retry-After, 503, other statuses', () => {
    expect(toSubmitFailure(httpError(413, 'Request body too large'))).toEqual({ kind: 'too-large' });
    expect(toSubmitFailure(httpError(429, { success: false }, { 'retry-after': '120' }))).toEqual({ kind: 'rate-limited', retryAfterSeconds: 120 });
    expect(toSubmitFailure(httpError(429, undefined))).toEqual({ kind: 'rate-limited' });
    expect(toSubmitFailure(httpError(503, { success: false, data: null, error: 'We could not save your request right now.' }))).toEqual({
      kind: 'unavailable',
    });
    expect(toSubmitFailure(httpError(404, { success: false }))).toEqual({ kind: 'server' });
    expect(toSubmitFailure(httpError(500, undefined))).toEqual({ kind: 'server' });
  });
  test('timeouts and lost connections are network failures', () => {
    const request = new Request('http://shop.test/api/forms/contact', { method: 'POST' });
    expect(toSubmitFailure(new TimeoutError(request))).toEqual({ kind: 'network' });
    expect(toSubmitFailure(new NetworkError(request, { cause: new TypeError('Failed to fetch') } as never))).toEqual({ kind: 'network' });
    expect(toSubmitFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(toSubmitFailure('odd')).toEqual({ kind: 'server' });
  });
});
