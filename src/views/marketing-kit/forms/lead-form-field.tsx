// One labelled input of a marketing form: label, optional hint, the input (uncontrolled, so what was typed survives
// any state change) and its inline error, linked for assistive tech with aria-describedby and aria-invalid.
import type { ChangeEvent } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../../../../common/forms/form-fields';
import type { Lang } from '../../../locales/paths';
import { fieldErrorText } from './form-error-text';
import type { FieldLabel, FieldSpec } from './lead-form.types';

export function labelText(i18n: I18n, lang: Lang, label: FieldLabel): string {
  if ('literal' in label) return label.literal;
  if ('id' in label) return i18n._(label);
  return label[lang];
}

export interface LeadFormFieldProps {
  formId: string;
  field: FieldSpec;
  lang: Lang;
  defaultValue: string;
  error: FieldErrorCode | undefined;
  onValue: (name: string, value: string) => void;
  onFile: (name: string, file: File | null) => void;
}

/** Date inputs offer tomorrow up to six months ahead (the test-ride schema's range), in the shop's time zone. */
function dateRange(now = new Date()): { min: string; max: string } {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const later = new Date(now.getTime() + 182 * 24 * 60 * 60 * 1000);
  return { min: day(tomorrow), max: day(later) };
}

export function fieldDomId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

export function LeadFormField({ formId, field, lang, defaultValue, error, onValue, onFile }: LeadFormFieldProps) {
  const { i18n, t } = useLingui();
  const id = fieldDomId(formId, field.name);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const label = i18n._(field.label);
  const optional = field.required ? null : <span className="field-optional"> {t`(optional)`}</span>;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValue(field.name, event.target.value);
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const className = `form-field${field.half ? ' form-field-half' : ''}${error ? ' has-error' : ''}`;
  const hint = field.hint ? (
    <p id={hintId} className="field-hint">
      {i18n._(field.hint)}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className="field-error">
      {fieldErrorText(i18n, error, field)}
    </p>
  ) : null;

  if (field.kind === 'radio') {
    return (
      <fieldset className={`${className} form-choices`} aria-describedby={describedBy}>
        <legend>
          {label}
          {optional}
        </legend>
        {hint}
        {(field.options ?? []).map((option) => (
          <label key={option.value} className="form-choice">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              required={field.required}
              aria-invalid={error ? true : undefined}
              // On each radio too: a screen reader entering the group reads its legend but not always the
              // group's own description, so the error would go unheard.
              aria-describedby={describedBy}
              onChange={change}
            />
            <span>{labelText(i18n, lang, option.label)}</span>
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  let input;
  switch (field.kind) {
    case 'textarea':
      input = <textarea {...common} rows={field.rows ?? 5} defaultValue={defaultValue} onChange={change} />;
      break;
    case 'select':
      input = (
        <select {...common} defaultValue={defaultValue} autoComplete={field.autoComplete} onChange={change}>
          <option value="">{t`Please choose`}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {labelText(i18n, lang, option.label)}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      input = <input {...common} type="file" accept={field.accept} onChange={(event) => onFile(field.name, event.target.files?.[0] ?? null)} />;
      break;
    case 'date': {
      const { min, max } = dateRange();
      input = (
        <input
          {...common}
          type="date"
          defaultValue={defaultValue}
          min={min}
          max={max}
          onChange={change}
          // The range is today's in the shop's time zone; a render either side of midnight may differ by a day.
          suppressHydrationWarning
        />
      );
      break;
    }
    default:
      input = (
        <input
          {...common}
          type={field.kind}
          defaultValue={defaultValue}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          min={field.min}
          max={field.max}
          onChange={change}
        />
      );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {optional}
      </label>
      {hint}
      {input}
      {errorText}
    </div>
  );
}
