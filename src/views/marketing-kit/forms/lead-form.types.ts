// What a marketing form looks like to the view: its fields in order, their labels and input kinds. The rules
// (required, formats, limits) live in the shared schema of common/forms; these specs only describe the inputs.
import type { MessageDescriptor } from '@lingui/core';
import type { FormId } from '../../../../common/forms/forms.registry';
import type { Localized } from '../../../../common/bike-models';

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'radio' | 'date' | 'number' | 'file';

/** A translated message, a per-language text from common/ (plan names), or a name that is the same everywhere. */
export type FieldLabel = MessageDescriptor | Localized | { readonly literal: string };

export interface FieldOption {
  readonly value: string;
  readonly label: FieldLabel;
}

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly label: MessageDescriptor;
  readonly hint?: MessageDescriptor;
  readonly required: boolean;
  readonly autoComplete?: string;
  readonly options?: readonly FieldOption[];
  /** Shown in the "too short" message. */
  readonly minLength?: number;
  /** Number inputs: shown in the "too small" / "too large" messages and set as min/max. */
  readonly min?: number;
  readonly max?: number;
  readonly accept?: string;
  /** Half-width on wide screens (two short fields side by side). */
  readonly half?: boolean;
  readonly rows?: number;
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

export interface LeadFormSpec {
  readonly form: FormId;
  readonly fields: readonly FieldSpec[];
  readonly submitLabel: MessageDescriptor;
  readonly successTitle: MessageDescriptor;
  readonly successText: MessageDescriptor;
}
