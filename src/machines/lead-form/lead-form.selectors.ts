// Small selectors for the views of a lead form actor (read with the views' useSelector).
import type { FieldErrorCode } from '../../../common/forms/form-fields';
import type { SnapshotFrom } from 'xstate';
import type { LeadFormMachine, SubmitFailure } from './lead-form.machine';

type LeadFormSnapshot = SnapshotFrom<LeadFormMachine>;

export type LeadFormStatus = 'editing' | 'submitting' | 'success' | 'failure';

export const selectStatus = (snapshot: LeadFormSnapshot): LeadFormStatus =>
  snapshot.matches('success') ? 'success' : snapshot.matches('failure') ? 'failure' : snapshot.hasTag('busy') ? 'submitting' : 'editing';
export const selectFieldErrors = (snapshot: LeadFormSnapshot): Readonly<Partial<Record<string, FieldErrorCode>>> => snapshot.context.fieldErrors;
export const selectFailure = (snapshot: LeadFormSnapshot): SubmitFailure | null => (snapshot.matches('failure') ? snapshot.context.failure : null);
export const selectCanRetry = (snapshot: LeadFormSnapshot): boolean => snapshot.can({ type: 'form.retry' });
