// The account's settings: the profile is loaded (name and e-mail), then two forms side by side — the name, and the
// password (the current one and a new one under Magento's rules). Each form saves on its own; a refusal stays with
// its form, an ended session sends the shopper to the login page (and back).
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { nameError, newPasswordError, onlyErrors, type AccountFieldError } from '../register/register.validation';

export interface Profile {
  firstname: string;
  lastname: string;
  email: string;
}

export type NameField = 'firstname' | 'lastname';
export type PasswordField = 'currentPassword' | 'newPassword';

export interface AccountSettingsContext {
  profile: Profile | null;
  loadFailure: RequestFailure | null;
  name: Record<NameField, string>;
  nameErrors: Readonly<Partial<Record<NameField, AccountFieldError>>>;
  nameFailure: RequestFailure | null;
  password: Record<PasswordField, string>;
  passwordErrors: Readonly<Partial<Record<PasswordField, AccountFieldError>>>;
  passwordFailure: RequestFailure | null;
}

export interface AccountSettingsInput {
  /** What the password form already holds (a password manager fills the current one, and may suggest a new one). */
  password?: Partial<Record<PasswordField, string>>;
}

export type AccountSettingsEvent =
  | { type: 'retry' }
  | { type: 'name.change'; name: NameField; value: string }
  | { type: 'name.submit' }
  | { type: 'password.change'; name: PasswordField; value: string }
  | { type: 'password.submit' };

const isLoginRequired = (event: unknown) => toRequestFailure(errorOf(event)).kind === 'login-required';

function without<F extends string>(errors: Readonly<Partial<Record<F, AccountFieldError>>>, field: F): Partial<Record<F, AccountFieldError>> {
  const rest: Partial<Record<F, AccountFieldError>> = { ...errors };
  delete rest[field];
  return rest;
}

export const accountSettingsMachine = setup({
  types: { context: {} as AccountSettingsContext, events: {} as AccountSettingsEvent, input: {} as AccountSettingsInput },
  actors: {
    loadProfile: notProvidedActor<Profile, void>('loadProfile'),
    saveName: notProvidedActor<Profile, Record<NameField, string>>('saveName'),
    changePassword: notProvidedActor<void, Record<PasswordField, string>>('changePassword'),
  },
  guards: {
    isLoginRequired: ({ event }) => isLoginRequired(event),
    hasNameErrors: ({ context }) => Object.keys(context.nameErrors).length > 0,
    hasPasswordErrors: ({ context }) => Object.keys(context.passwordErrors).length > 0,
  },
  actions: {
    /** To the login page, with this page as the way back. */
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    /** A toast: what was saved. */
    announce: notProvidedAction('announce') as (args: unknown, params: { saved: 'name' | 'password' }) => void,
    assignProfile: assign(({ event }) => {
      const profile = outputOf<Profile>(event) ?? { firstname: '', lastname: '', email: '' };
      return { profile, loadFailure: null, name: { firstname: profile.firstname, lastname: profile.lastname } };
    }),
    assignLoadFailure: assign({ loadFailure: ({ event }) => toRequestFailure(errorOf(event)) }),
    assignName: assign({
      name: ({ context, event }) => (event.type === 'name.change' ? { ...context.name, [event.name]: event.value } : context.name),
      nameErrors: ({ context, event }) => (event.type === 'name.change' ? without(context.nameErrors, event.name) : context.nameErrors),
    }),
    validateName: assign({
      nameErrors: ({ context }) => onlyErrors<NameField>({ firstname: nameError(context.name.firstname), lastname: nameError(context.name.lastname) }),
    }),
    assignNameFailure: assign({ nameFailure: ({ event }) => toRequestFailure(errorOf(event)) }),
    clearNameFailure: assign({ nameFailure: null }),
    assignSavedName: assign(({ context, event }) => {
      const saved = outputOf<Profile>(event);
      const profile = {
        ...(context.profile ?? { email: '' }),
        firstname: saved?.firstname ?? context.name.firstname,
        lastname: saved?.lastname ?? context.name.lastname,
      };
      return { profile, name: { firstname: profile.firstname, lastname: profile.lastname } };
    }),
    assignPassword: assign({
      password: ({ context, event }) => (event.type === 'password.change' ? { ...context.password, [event.name]: event.value } : context.password),
      passwordErrors: ({ context, event }) => (event.type === 'password.change' ? without(context.passwordErrors, event.name) : context.passwordErrors),
    }),
    validatePassword: assign({
      passwordErrors: ({ context }) =>
        onlyErrors<PasswordField>({
          currentPassword: context.password.currentPassword === '' ? 'required' : undefined,
          newPassword: newPasswordError(context.password.newPassword, context.profile?.email),
        }),
    }),
    assignPasswordFailure: assign({ passwordFailure: ({ event }) => toRequestFailure(errorOf(event)) }),
    clearPasswordFailure: assign({ passwordFailure: null }),
    /** A refused current password is typed again; the new one too after a change (never left in memory). */
    clearCurrentPassword: assign({ password: ({ context }) => ({ ...context.password, currentPassword: '' }) }),
    clearPasswords: assign({ password: { currentPassword: '', newPassword: '' } }),
  },
}).createMachine({
  id: 'accountSettings',
  context: ({ input }) => ({
    profile: null,
    loadFailure: null,
    name: { firstname: '', lastname: '' },
    nameErrors: {},
    nameFailure: null,
    password: { currentPassword: '', newPassword: '', ...input.password },
    passwordErrors: {},
    passwordFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: 'assignProfile' },
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'loadFailed',
            actions: ['assignLoadFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: toRequestFailure(errorOf(event)) }) }],
          },
          { target: 'loadFailed', actions: 'assignLoadFailure' },
        ],
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      states: {
        name: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'name.change': { actions: 'assignName' },
                'name.submit': { target: 'checking' },
              },
            },
            checking: {
              entry: 'validateName',
              always: [
                { guard: 'hasNameErrors', target: 'editing' },
                { target: 'saving', actions: 'clearNameFailure' },
              ],
            },
            saving: {
              tags: ['savingName'],
              invoke: {
                id: 'saveName',
                src: 'saveName',
                input: ({ context }) => ({ firstname: context.name.firstname.trim(), lastname: context.name.lastname.trim() }),
                onDone: { target: 'editing', actions: ['assignSavedName', { type: 'announce', params: { saved: 'name' } }] },
                onError: [
                  {
                    guard: 'isLoginRequired',
                    target: 'editing',
                    actions: ['assignNameFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: toRequestFailure(errorOf(event)) }) }],
                  },
                  { target: 'editing', actions: 'assignNameFailure' },
                ],
              },
            },
          },
        },
        password: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'password.change': { actions: 'assignPassword' },
                'password.submit': { target: 'checking' },
              },
            },
            checking: {
              entry: 'validatePassword',
              always: [
                { guard: 'hasPasswordErrors', target: 'editing' },
                { target: 'saving', actions: 'clearPasswordFailure' },
              ],
            },
            saving: {
              tags: ['savingPassword'],
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context }) => ({ ...context.password }),
                onDone: { target: 'editing', actions: ['clearPasswords', { type: 'announce', params: { saved: 'password' } }] },
                onError: [
                  {
                    guard: 'isLoginRequired',
                    target: 'editing',
                    actions: [
                      'assignPasswordFailure',
                      'clearPasswords',
                      { type: 'goToLogin', params: ({ event }) => ({ failure: toRequestFailure(errorOf(event)) }) },
                    ],
                  },
                  { target: 'editing', actions: ['assignPasswordFailure', 'clearCurrentPassword'] },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type AccountSettingsMachine = typeof accountSettingsMachine;
