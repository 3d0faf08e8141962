// The one submit flow of every marketing form (contact, test ride, dealer, employer plan, maintenance subscription,
// job application): editing → validating (the form's shared zod schema, field errors as codes) → submitting →
// success, or failure with a retry. The machine is parameterised by the form's validation, so one definition serves
// every form; what a visitor typed stays in context through every failure.
import { assign, setup } from 'xstate';
import type { FieldErrorCode } from '../../../common/forms/form-fields';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';

/** Text fields by name, exactly as typed (trimming and empty-field handling belong to the schema and the submit). */
export type LeadFormValues = Readonly<Record<string, string>>;
/** What the machine needs to know of a chosen file (a browser File satisfies it). */
export interface LeadFormFile {
  readonly name: string;
  readonly size: number;
}
export type LeadFormFiles = Readonly<Record<string, LeadFormFile | null>>;
export type LeadFormFieldErrors = Readonly<Partial<Record<string, FieldErrorCode>>>;

/** Client-side validation of a whole form: `{}` when it may be sent. */
export type LeadFormValidator = (values: LeadFormValues, files: LeadFormFiles) => LeadFormFieldErrors;

/**
 * Why a submission failed, as the view words it: the server's field errors (422, or 413 for the CV), its rate
 * limit (429), its database being down (503), an upload that is too large, no connection, anything else.
 */
export type SubmitFailureKind = 'invalid' | 'rate-limited' | 'unavailable' | 'too-large' | 'network' | 'server';
export interface SubmitFailure {
  readonly kind: SubmitFailureKind;
  readonly fieldErrors?: LeadFormFieldErrors;
  readonly retryAfterSeconds?: number;
}

export interface SubmitLeadFormInput {
  values: LeadFormValues;
  files: LeadFormFiles;
}
export interface SubmitLeadFormOutput {
  id: string;
}

export interface LeadFormInput {
  /** Values the page sets: its language, a preselected model, the vacancy of a job page. */
  presets?: LeadFormValues;
  /** What the inputs already hold (typed before the machine loaded); wins over the presets. */
  values?: LeadFormValues;
  files?: LeadFormFiles;
}

export interface LeadFormContext {
  /** What "send another" goes back to (the presets, not what was typed). */
  presets: LeadFormValues;
  values: LeadFormValues;
  files: LeadFormFiles;
  fieldErrors: LeadFormFieldErrors;
  failure: SubmitFailure | null;
  submissionId: string | null;
}

export type LeadFormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'file.change'; name: string; file: LeadFormFile | null }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'form.reset' };

const NO_ERRORS: LeadFormFieldErrors = {};

function initialContext({ input }: { input: LeadFormInput }): LeadFormContext {
  const presets = input.presets ?? {};
  return { presets, values: { ...presets, ...input.values }, files: input.files ?? {}, fieldErrors: NO_ERRORS, failure: null, submissionId: null };
}

function toSubmitInput({ context }: { context: LeadFormContext }): SubmitLeadFormInput {
  return { values: context.values, files: context.files };
}

function withoutField(errors: LeadFormFieldErrors, name: string): LeadFormFieldErrors {
  if (errors[name] === undefined) return errors;
  const { [name]: _cleared, ...rest } = errors;
  return rest;
}

function failureOf(event: unknown): SubmitFailure {
  const error = errorOf(event) as Partial<SubmitFailure> | undefined;
  return error && typeof error.kind === 'string' ? (error as SubmitFailure) : { kind: 'server' };
}

const failureParams = ({ context }: { context: LeadFormContext }) => ({ kind: context.failure?.kind ?? 'server' });
const notifyFailed = { type: 'notifyFailed', params: failureParams } as const;

/** The submit flow of one form; `validate` is the form's schema check (see lead-form.validation.ts). */
export function createLeadFormMachine(validate: LeadFormValidator) {
  return setup({
    types: {
      context: {} as LeadFormContext,
      events: {} as LeadFormEvent,
      input: {} as LeadFormInput,
    },
    actors: {
      submitLeadForm: notProvidedActor<SubmitLeadFormOutput, SubmitLeadFormInput>('submitLeadForm'),
    },
    guards: {
      hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
      isFieldErrorFailure: ({ event }) => {
        const failure = failureOf(event);
        return failure.kind === 'invalid' && Object.keys(failure.fieldErrors ?? {}).length > 0;
      },
    },
    actions: {
      /** A success toast (the view also shows the success state). */
      notifySubmitted: notProvidedAction('notifySubmitted'),
      /** An error toast for the failure kind. */
      notifyFailed: notProvidedAction('notifyFailed') as (args: unknown, params: { kind: SubmitFailureKind }) => void,
      assignValue: assign({
        values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.name]: event.value } : context.values),
        fieldErrors: ({ context, event }) => (event.type === 'field.change' ? withoutField(context.fieldErrors, event.name) : context.fieldErrors),
      }),
      assignFile: assign({
        files: ({ context, event }) => (event.type === 'file.change' ? { ...context.files, [event.name]: event.file } : context.files),
        fieldErrors: ({ context, event }) => (event.type === 'file.change' ? withoutField(context.fieldErrors, event.name) : context.fieldErrors),
      }),
      assignValidation: assign({
        fieldErrors: ({ context }) => validate(context.values, context.files),
        failure: null,
      }),
      assignServerFieldErrors: assign({
        fieldErrors: ({ event }) => failureOf(event).fieldErrors ?? NO_ERRORS,
        failure: ({ event }) => failureOf(event),
      }),
      assignFailure: assign({ failure: ({ event }) => failureOf(event) }),
      assignSubmission: assign({
        submissionId: ({ event }) => outputOf<SubmitLeadFormOutput>(event)?.id ?? null,
        failure: null,
        fieldErrors: NO_ERRORS,
      }),
      resetForm: assign({
        values: ({ context }) => context.presets,
        files: {},
        fieldErrors: NO_ERRORS,
        failure: null,
        submissionId: null,
      }),
    },
  }).createMachine({
    id: 'leadForm',
    context: initialContext,
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: 'assignValue' },
          'file.change': { actions: 'assignFile' },
          'form.submit': 'validating',
        },
      },
      validating: {
        entry: 'assignValidation',
        always: [{ guard: 'hasFieldErrors', target: 'editing' }, { target: 'submitting' }],
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submitLeadForm',
          src: 'submitLeadForm',
          input: toSubmitInput,
          onDone: { target: 'success', actions: ['assignSubmission', 'notifySubmitted'] },
          onError: [
            // The server found what the browser could not (e.g. the CV's real type): back to the fields.
            { guard: 'isFieldErrorFailure', target: 'editing', actions: ['assignServerFieldErrors', notifyFailed] },
            { target: 'failure', actions: ['assignFailure', notifyFailed] },
          ],
        },
      },
      failure: {
        on: {
          'form.retry': 'submitting',
          'form.submit': 'validating',
          'field.change': { target: 'editing', actions: 'assignValue' },
          'file.change': { target: 'editing', actions: 'assignFile' },
        },
      },
      success: {
        on: { 'form.reset': { target: 'editing', actions: 'resetForm' } },
      },
    },
  });
}

export type LeadFormMachine = ReturnType<typeof createLeadFormMachine>;
