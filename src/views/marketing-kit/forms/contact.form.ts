// The contact form's inputs (schema: common/forms/contact.schema.ts).
import { msg } from '@lingui/core/macro';
import { CONTACT_MESSAGE_MIN_LENGTH } from './form-constants';
import type { LeadFormSpec } from './lead-form.types';

export const contactForm: LeadFormSpec = {
  form: 'contact',
  fields: [
    { name: 'name', kind: 'text', label: msg`Name`, required: true, autoComplete: 'name', half: true },
    { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', label: msg`Phone number`, required: false, autoComplete: 'tel', half: true },
    { name: 'subject', kind: 'text', label: msg`Subject`, required: true, half: true },
    { name: 'message', kind: 'textarea', label: msg`Your message`, required: true, minLength: CONTACT_MESSAGE_MIN_LENGTH, rows: 6 },
  ],
  submitLabel: msg`Send message`,
  successTitle: msg`Thank you for your message`,
  successText: msg`We will reply within one working day, usually sooner.`,
};
