// Editing one bike in the back office: loading → editing ⇄ validating → saving → editing. The form is kept as typed
// (bike-form.ts): texts per store view (the cards' one-liner, rich-text descriptions), prices, option defaults and
// the related and cross-sell products picked from the shop's products (one save writes them all). The form differs
// from the bike as saved exactly when there are unsaved edits (`isDirty`: the view asks before leaving then). A save
// that meets an expired session stashes the form (a provided action, sessionStorage in the live binding) before the
// trip to the login page, and the next load for the same bike restores it, so four hours of session never cost an
// admin their edit.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import type { BikeDetail, BikeStoreViewText, LinkedProduct, ProductLinkType, StoreView } from '../admin-common/admin.types';
import { fromBikeForm, isSingleChoice, sameForm, toBikeForm, validateBikeForm, type BikeFieldErrors, type BikeForm } from './bike-form';

export interface BikeEditInput {
  id: number;
  /** How amounts are written in the form: ',' in Dutch and German, '.' in English. */
  decimal: ',' | '.';
}

export interface LoadBikeOutput {
  bike: BikeDetail;
  /** An unsaved form stashed before a login, if one exists for this bike. */
  stashed: BikeForm | null;
  /** The products the picker offers as related or cross-sell (the shop's visible products). */
  candidates: LinkedProduct[];
}

export interface BikeEditContext {
  id: number;
  decimal: ',' | '.';
  /** The bike as last loaded or saved. */
  original: BikeDetail | null;
  form: BikeForm | null;
  fieldErrors: BikeFieldErrors;
  failure: RequestFailure | null;
  /** The form came from a stash (the view says so and offers to discard it). */
  restored: boolean;
  candidates: LinkedProduct[];
}

export type BikeEditEvent =
  | { type: 'field.change'; field: 'price' | 'sortOrder' | 'status'; value: string }
  | { type: 'text.change'; view: StoreView; field: keyof BikeStoreViewText; value: string }
  | { type: 'selection.price'; option: number; selection: number; value: string }
  | { type: 'selection.default'; option: number; selection: number; checked: boolean }
  /** Adds a product to the related or cross-sell list (at the end; a product already there or the bike itself is ignored). */
  | { type: 'link.add'; linkType: ProductLinkType; product: LinkedProduct }
  | { type: 'link.remove'; linkType: ProductLinkType; sku: string }
  /** Moves a linked product one place up (-1) or down (1). */
  | { type: 'link.move'; linkType: ProductLinkType; sku: string; by: -1 | 1 }
  | { type: 'form.save' }
  /** Back to the bike as saved (discards typed or restored changes). */
  | { type: 'form.revert' }
  | { type: 'load.retry' };

const NO_ERRORS: BikeFieldErrors = {};

function without(errors: BikeFieldErrors, key: string): BikeFieldErrors {
  if (errors[key] === undefined) return errors;
  const { [key]: _cleared, ...rest } = errors;
  return rest;
}

/** The form after one edit event, and the error key the edit clears. */
function edit(form: BikeForm, event: BikeEditEvent): { form: BikeForm; key: string | null } {
  switch (event.type) {
    case 'field.change':
      if (event.field === 'status') return { form: { ...form, status: event.value === 'disabled' ? 'disabled' : 'enabled' }, key: null };
      return { form: { ...form, [event.field]: event.value }, key: event.field };
    case 'text.change':
      return {
        form: { ...form, storeViews: { ...form.storeViews, [event.view]: { ...form.storeViews[event.view], [event.field]: event.value } } },
        key: `${event.view}.${event.field}`,
      };
    case 'selection.price':
      return {
        form: {
          ...form,
          options: form.options.map((option, o) =>
            o !== event.option
              ? option
              : { ...option, selections: option.selections.map((selection, s) => (s !== event.selection ? selection : { ...selection, price: event.value })) },
          ),
        },
        key: `option.${event.option}.selection.${event.selection}.price`,
      };
    case 'selection.default':
      return {
        form: {
          ...form,
          options: form.options.map((option, o) => {
            if (o !== event.option) return option;
            const single = isSingleChoice(option.type);
            return {
              ...option,
              selections: option.selections.map((selection, s) =>
                s === event.selection ? { ...selection, isDefault: event.checked } : single && event.checked ? { ...selection, isDefault: false } : selection,
              ),
            };
          }),
        },
        key: `option.${event.option}.default`,
      };
    case 'link.add': {
      const list = form[event.linkType];
      const sku = event.product.sku.toLowerCase();
      if (sku === form.sku.toLowerCase() || list.some((link) => link.sku.toLowerCase() === sku)) return { form, key: null };
      return { form: { ...form, [event.linkType]: [...list, { sku: event.product.sku, name: event.product.name }] }, key: null };
    }
    case 'link.remove':
      return { form: { ...form, [event.linkType]: form[event.linkType].filter((link) => link.sku !== event.sku) }, key: null };
    case 'link.move': {
      const list = [...form[event.linkType]];
      const from = list.findIndex((link) => link.sku === event.sku);
      const to = from + event.by;
      if (from < 0 || to < 0 || to >= list.length) return { form, key: null };
      [list[from], list[to]] = [list[to]!, list[from]!];
      return { form: { ...form, [event.linkType]: list }, key: null };
    }
    default:
      return { form, key: null };
  }
}

/** Unsaved edits: the form differs from the bike as last loaded or saved. */
export function isDirty(context: Pick<BikeEditContext, 'original' | 'form' | 'decimal'>): boolean {
  return !!context.original && !!context.form && !sameForm(context.form, toBikeForm(context.original, context.decimal));
}

const failureOf = (event: unknown) => toRequestFailure(errorOf(event));

export const adminBikeEditMachine = setup({
  types: {
    context: {} as BikeEditContext,
    events: {} as BikeEditEvent,
    input: {} as BikeEditInput,
  },
  actors: {
    loadBike: notProvidedActor<LoadBikeOutput, { id: number }>('loadBike'),
    saveBike: notProvidedActor<BikeDetail, { bike: BikeDetail }>('saveBike'),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
    isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
    isStashed: ({ event }) => outputOf<LoadBikeOutput>(event)?.stashed != null,
  },
  actions: {
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    /** Keeps the form for this bike across the login (sessionStorage in the live binding). */
    stashForm: notProvidedAction('stashForm') as (args: unknown, params: { id: number; form: BikeForm }) => void,
    clearStash: notProvidedAction('clearStash') as (args: unknown, params: { id: number }) => void,
    notifySaved: notProvidedAction('notifySaved'),
    notifyInvalid: notProvidedAction('notifyInvalid'),
    notifySaveFailed: notProvidedAction('notifySaveFailed') as (args: unknown, params: { failure: RequestFailure }) => void,
    assignLoaded: assign({
      original: ({ event }) => outputOf<LoadBikeOutput>(event)?.bike ?? null,
      form: ({ context, event }) => {
        const output = outputOf<LoadBikeOutput>(event);
        if (!output) return null;
        return output.stashed ?? toBikeForm(output.bike, context.decimal);
      },
      restored: ({ event }) => outputOf<LoadBikeOutput>(event)?.stashed != null,
      candidates: ({ event }) => outputOf<LoadBikeOutput>(event)?.candidates ?? [],
      failure: null,
      fieldErrors: NO_ERRORS,
    }),
    assignEdit: assign(({ context, event }) => {
      if (!context.form) return {};
      const next = edit(context.form, event);
      return { form: next.form, fieldErrors: next.key ? without(context.fieldErrors, next.key) : context.fieldErrors };
    }),
    assignValidation: assign({ fieldErrors: ({ context }) => (context.form ? validateBikeForm(context.form) : NO_ERRORS) }),
    assignSaved: assign({
      original: ({ event }) => outputOf<BikeDetail>(event) ?? null,
      form: ({ context, event }) => {
        const saved = outputOf<BikeDetail>(event);
        return saved ? toBikeForm(saved, context.decimal) : context.form;
      },
      restored: false,
      failure: null,
      fieldErrors: NO_ERRORS,
    }),
    assignFailure: assign({ failure: ({ event }) => failureOf(event) }),
    revert: assign({
      form: ({ context }) => (context.original ? toBikeForm(context.original, context.decimal) : context.form),
      fieldErrors: NO_ERRORS,
      restored: false,
      failure: null,
    }),
  },
}).createMachine({
  id: 'adminBikeEdit',
  context: ({ input }) => ({
    id: input.id,
    decimal: input.decimal,
    original: null,
    form: null,
    fieldErrors: NO_ERRORS,
    failure: null,
    restored: false,
    candidates: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadBike',
        src: 'loadBike',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          // The stash has done its work once it is in the form; a new expiry stashes again.
          { guard: 'isStashed', target: 'editing', actions: ['assignLoaded', { type: 'clearStash', params: ({ context }) => ({ id: context.id }) }] },
          { target: 'editing', actions: 'assignLoaded' },
        ],
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'loadFailed',
            actions: ['assignFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: failureOf(event) }) }],
          },
          { target: 'loadFailed', actions: 'assignFailure' },
        ],
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    editing: {
      on: {
        'field.change': { actions: 'assignEdit' },
        'text.change': { actions: 'assignEdit' },
        'selection.price': { actions: 'assignEdit' },
        'selection.default': { actions: 'assignEdit' },
        'link.add': { actions: 'assignEdit' },
        'link.remove': { actions: 'assignEdit' },
        'link.move': { actions: 'assignEdit' },
        'form.revert': { actions: 'revert' },
        'form.save': 'validating',
      },
    },
    validating: {
      entry: 'assignValidation',
      always: [{ guard: 'hasFieldErrors', target: 'editing', actions: 'notifyInvalid' }, { target: 'saving' }],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveBike',
        src: 'saveBike',
        input: ({ context }) => ({ bike: fromBikeForm(context.form!) }),
        onDone: { target: 'editing', actions: ['assignSaved', { type: 'clearStash', params: ({ context }) => ({ id: context.id }) }, 'notifySaved'] },
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'editing',
            actions: [
              'assignFailure',
              { type: 'stashForm', params: ({ context }) => ({ id: context.id, form: context.form! }) },
              { type: 'goToLogin', params: ({ event }) => ({ failure: failureOf(event) }) },
            ],
          },
          { target: 'editing', actions: ['assignFailure', { type: 'notifySaveFailed', params: ({ event }) => ({ failure: failureOf(event) }) }] },
        ],
      },
    },
  },
});

export type AdminBikeEditMachine = typeof adminBikeEditMachine;
