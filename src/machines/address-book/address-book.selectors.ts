// Small selectors for the address book view.
import type { SnapshotFrom } from 'xstate';
import type { AddressBookMachine } from './address-book.machine';

type BookSnapshot = SnapshotFrom<AddressBookMachine>;

const NO_REGIONS: never[] = [];

export const selectAddresses = (snapshot: BookSnapshot) => snapshot.context.addresses;
export const selectIsLoading = (snapshot: BookSnapshot): boolean => snapshot.hasTag('loading');
export const selectLoadFailure = (snapshot: BookSnapshot) => snapshot.context.loadFailure;
export const selectFailure = (snapshot: BookSnapshot) => snapshot.context.failure;
export const selectIsBusy = (snapshot: BookSnapshot): boolean => snapshot.hasTag('busy');
/** The form is open (adding when no address is selected, else editing that one). */
export const selectFormOpen = (snapshot: BookSnapshot): boolean => snapshot.hasTag('form');
export const selectForm = (snapshot: BookSnapshot) => snapshot.context.form;
export const selectErrors = (snapshot: BookSnapshot) => snapshot.context.errors;
export const selectSelectedId = (snapshot: BookSnapshot) => snapshot.context.selectedId;
export const selectConfirmingDelete = (snapshot: BookSnapshot): boolean => snapshot.matches('confirmingDelete');
/** The regions of the form's country (empty for a country without any). */
export const selectFormRegions = (snapshot: BookSnapshot) => snapshot.context.regions[snapshot.context.form.country_id] ?? NO_REGIONS;
