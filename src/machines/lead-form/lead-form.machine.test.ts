// The lead-form machine with the real contact and job-application schemas and fake effects: validation codes,
// submit, server field errors, failures with retry, and nothing typed lost on the way.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { createLeadFormMachine, type SubmitFailure, type SubmitLeadFormInput } from './lead-form.machine';
import { compactValues, leadFormValidator } from './lead-form.validation';
import { selectCanRetry, selectFailure, selectFieldErrors, selectStatus } from './lead-form.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const CONTACT = { name: 'Sanne de Vries', email: 'sanne@example.nl', subject: 'Proefrit', message: 'Kan ik zaterdag een Piccolo proberen?', locale: 'nl' };

function start(form: 'contact' | 'job-application', answers: Array<() => Promise<{ id: string }>>, presets: Record<string, string> = { locale: 'nl' }) {
  const requests: SubmitLeadFormInput[] = [];
  const toasts: string[] = [];
  const machine = createLeadFormMachine(leadFormValidator(form)).provide({
    actors: {
      submitLeadForm: fromPromise(async ({ input }: { input: SubmitLeadFormInput }) => {
        requests.push(input);
        const next = answers.shift();
        if (!next) throw new Error('no answer left');
        return next();
      }),
    },
    actions: {
      notifySubmitted: () => void toasts.push('success'),
      notifyFailed: (_args: unknown, params: { kind: string }) => void toasts.push(`failed:${params.kind}`),
    },
  });
  const actor = createActor(machine, { input: { presets } }).start();
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
  };
  return { actor, requests, toasts, type };
}

const reject = (failure: SubmitFailure) => () => Promise.reject(failure);

describe('lead-form machine', () => {
  test('an empty form stays in editing with the schema codes; nothing is sent', () => {
    const { actor, requests } = start('contact', []);
    actor.send({ type: 'form.submit' });
    expect(selectStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(requests).toEqual([]);
  });

  test('typing clears the error of that field only', () => {
    const { actor, type } = start('contact', []);
    type({ email: 'sanne@' });
    actor.send({ type: 'form.submit' });
    expect(selectFieldErrors(actor.getSnapshot()).email).toBe('invalid_email');
    type({ email: 'sanne@example.nl' });
    expect(selectFieldErrors(actor.getSnapshot()).email).toBeUndefined();
    expect(selectFieldErrors(actor.getSnapshot()).name).toBe('required');
  });

  test('a valid form is sent once, with the presets, and ends in success with a toast', async () => {
    const { actor, requests, toasts, type } = start('contact', [async () => ({ id: '42' })]);
    type(CONTACT);
    actor.send({ type: 'form.submit' });
    expect(selectStatus(actor.getSnapshot())).toBe('submitting');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.values).toEqual(CONTACT);
    expect(selectStatus(actor.getSnapshot())).toBe('success');
    expect(actor.getSnapshot().context.submissionId).toBe('42');
    expect(toasts).toEqual(['success']);
  });

  test('503: failure with the values kept, retry sends the same values again', async () => {
    const { actor, requests, toasts, type } = start('contact', [reject({ kind: 'unavailable' }), async () => ({ id: '7' })]);
    type(CONTACT);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('failure');
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'unavailable' });
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(CONTACT);
    actor.send({ type: 'form.retry' });
    await flush();
    expect(requests.map((r) => r.values)).toEqual([CONTACT, CONTACT]);
    expect(selectStatus(actor.getSnapshot())).toBe('success');
    expect(toasts).toEqual(['failed:unavailable', 'success']);
  });

  test('429 and network failures are failures too; editing after a failure goes back to the fields', async () => {
    const { actor, type } = start('contact', [reject({ kind: 'rate-limited', retryAfterSeconds: 60 })]);
    type(CONTACT);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(selectFailure(actor.getSnapshot())?.kind).toBe('rate-limited');
    type({ subject: 'Andere vraag' });
    expect(selectStatus(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.values.subject).toBe('Andere vraag');
  });

  test("the server's field errors bring the visitor back to the fields", async () => {
    const { actor, toasts, type } = start('contact', [reject({ kind: 'invalid', fieldErrors: { email: 'invalid_email' } })]);
    type(CONTACT);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ email: 'invalid_email' });
    expect(toasts).toEqual(['failed:invalid']);
  });

  test('an answer without a failure kind counts as a server failure', async () => {
    const { actor, type } = start('contact', [() => Promise.reject(new Error('boom'))]);
    type(CONTACT);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'server' });
  });

  test('"send another" after success goes back to the presets', async () => {
    const { actor, type } = start('contact', [async () => ({ id: '1' })], { locale: 'de' });
    type(CONTACT);
    actor.send({ type: 'form.submit' });
    await flush();
    actor.send({ type: 'form.reset' });
    expect(selectStatus(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ locale: 'de' });
    expect(actor.getSnapshot().context.submissionId).toBeNull();
  });

  test('the job application checks the CV: missing, too large, wrong type, fine', () => {
    const { actor, type } = start('job-application', [], { locale: 'en', vacancy: 'mechanic' });
    type({
      name: 'Jan Jansen',
      email: 'jan@example.nl',
      phone: '+31 6 12345678',
      motivation: 'Ik sleutel al tien jaar aan fietsen en wil graag met e-bikes verder.',
    });
    actor.send({ type: 'form.submit' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ cv: 'file_required' });
    actor.send({ type: 'file.change', name: 'cv', file: { name: 'cv.pdf', size: 6 * 1024 * 1024 } });
    actor.send({ type: 'form.submit' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ cv: 'file_too_large' });
    actor.send({ type: 'file.change', name: 'cv', file: { name: 'cv.exe', size: 1000 } });
    actor.send({ type: 'form.submit' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ cv: 'file_type' });
    actor.send({ type: 'file.change', name: 'cv', file: { name: 'CV Jan.PDF', size: 1000 } });
    actor.send({ type: 'form.submit' });
    expect(selectStatus(actor.getSnapshot())).toBe('submitting');
  });
});

describe('compactValues', () => {
  test('leaves out blank fields so an untouched select reads as required', () => {
    expect(compactValues({ name: 'An', phone: '  ', model: '', locale: 'nl' })).toEqual({ name: 'An', locale: 'nl' });
  });
});
