// A marketing form, server-rendered with all its fields and driven by the lead-form machine once loaded. The
// machine (xstate, zod, ky) is fetched when the form comes near the viewport or is touched, whichever is first, and
// takes over the same inputs without re-mounting them: they are uncontrolled, so nothing typed before or during
// loading is lost, and a submit pressed before the machine arrived is sent once it has.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../../../../common/forms/form-fields';
import type { Lang } from '../../../locales/paths';
import { selectFailure, selectFieldErrors, selectStatus, type LeadFormStatus } from '../../../machines/lead-form/lead-form.selectors';
import { PageLink } from '../../shared/page-link';
import { useSelector } from '../../shared/use-selector';
import { failureText } from './form-error-text';
import { HONEYPOT_NAME } from './form-constants';
import type { LeadFormActor } from './lead-form.controller';
import { fieldDomId, LeadFormField } from './lead-form-field';
import type { LeadFormSpec } from './lead-form.types';
import '../content.css';

export interface LeadFormProps {
  spec: LeadFormSpec;
  lang: Lang;
  /** Values sent without an input of their own (the vacancy of a job page) or preselected in one (a model). */
  presets?: Readonly<Record<string, string>>;
  heading: string;
  /** The section's id, for "jump to the form" links. */
  anchor?: string;
}

/** The form as the server rendered it, while the machine loads. */
const BEFORE_LOAD_STATUS: LeadFormStatus = 'editing';
const NO_FIELD_ERRORS: Readonly<Partial<Record<string, FieldErrorCode>>> = {};

/** What the inputs hold right now (typed before the machine loaded, or filled in by the browser). */
function readInputs(form: HTMLFormElement | null): { values: Record<string, string>; files: Record<string, File | null> } {
  const values: Record<string, string> = {};
  const files: Record<string, File | null> = {};
  if (!form) return { values, files };
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'file') files[element.name] = element.files?.[0] ?? null;
    else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value;
    } else values[element.name] = element.value;
  }
  return { values, files };
}

export function LeadForm({ spec, lang, presets = {}, heading, anchor }: LeadFormProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [actor, setActor] = useState<LeadFormActor | null>(null);
  /**
   * The running machine as soon as it exists. `actor` (state) reaches the handlers only with the next render; an
   * input or a submit in between would otherwise go nowhere (typed after the inputs were read, never sent).
   */
  const actorRef = useRef<LeadFormActor | null>(null);
  const loading = useRef<Promise<LeadFormActor> | null>(null);
  const submitWhenLoaded = useRef(false);
  const focusFirstError = useRef(false);
  const [round, setRound] = useState(0);
  const status = useSelector(actor, selectStatus, { absent: BEFORE_LOAD_STATUS });
  const fieldErrors = useSelector(actor, selectFieldErrors, { absent: NO_FIELD_ERRORS });
  const failure = useSelector(actor, selectFailure, { absent: null });
  // The form's own ids, not useId: a marketing page hydrates without the router (decision record 043), in a tree whose shape
  // differs from the server's, and useId's values follow the tree's shape.
  const domId = spec.form;
  const headingId = `${domId}-heading`;
  const busy = status === 'submitting';

  const load = useCallback(() => {
    loading.current ??= import('./lead-form.controller').then(({ startLeadForm }) => {
      const typed = readInputs(formRef.current);
      const started = startLeadForm({
        form: spec.form,
        i18n,
        presets: { ...presets, locale: lang },
        values: typed.values,
        files: typed.files,
        successTitle: i18n._(spec.successTitle),
        successText: i18n._(spec.successText),
      });
      // In the same task as reading the inputs: every input event from here on reaches the machine.
      actorRef.current = started;
      setActor(started);
      if (submitWhenLoaded.current) started.send({ type: 'form.submit' });
      return started;
    });
    loading.current.catch(() => {
      // A failed chunk load may be retried by the next focus or submit.
      loading.current = null;
    });
  }, [spec, i18n, presets, lang]);

  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  // Near the viewport is soon enough to be ready before the visitor reaches the first field.
  useEffect(() => {
    const form = formRef.current;
    if (!form || actor) return;
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [actor, load, round]);

  // After a submit the first field with an error gets the focus; after success, the thank-you heading.
  useEffect(() => {
    if (status === 'success') {
      focusFirstError.current = false;
      successRef.current?.focus();
      return;
    }
    if (!focusFirstError.current || status !== 'editing') return;
    const first = spec.fields.find((field) => fieldErrors[field.name]);
    if (!first) return;
    focusFirstError.current = false;
    const element = document.getElementById(fieldDomId(domId, first.name)) ?? formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`);
    element?.focus();
  }, [status, fieldErrors, spec.fields, domId]);

  const onValue = useCallback((name: string, value: string) => actorRef.current?.send({ type: 'field.change', name, value }), []);
  const onFile = useCallback((name: string, file: File | null) => actorRef.current?.send({ type: 'file.change', name, file }), []);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    focusFirstError.current = true;
    const current = actorRef.current;
    if (current) current.send({ type: 'form.submit' });
    else {
      submitWhenLoaded.current = true;
      load();
    }
  };

  const sendAnother = () => {
    actorRef.current?.send({ type: 'form.reset' });
    setRound((n) => n + 1);
  };

  const hasErrors = Object.keys(fieldErrors).length > 0;
  return (
    <section className="lead-form" id={anchor} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {status === 'success' ? (
        <div className="form-success">
          <h3 ref={successRef} tabIndex={-1}>
            {i18n._(spec.successTitle)}
          </h3>
          <p>{i18n._(spec.successText)}</p>
          <button type="button" className="button button-secondary" onClick={sendAnother}>
            {t`Send another request`}
          </button>
        </div>
      ) : (
        <form ref={formRef} key={round} noValidate onSubmit={onSubmit} onFocus={load} onPointerDown={load} aria-busy={busy || undefined}>
          {hasErrors ? (
            <p className="form-summary" role="alert">
              {t`Some fields are missing or not quite right. Please check the fields marked below.`}
            </p>
          ) : null}
          <fieldset className="form-grid" disabled={busy}>
            <legend className="visually-hidden">{heading}</legend>
            {spec.fields.map((field) => (
              <LeadFormField
                key={field.name}
                formId={domId}
                field={field}
                lang={lang}
                defaultValue={presets[field.name] ?? ''}
                error={fieldErrors[field.name]}
                onValue={onValue}
                onFile={onFile}
              />
            ))}
          </fieldset>
          {/* The honeypot: people and assistive tech never see it, form-filling bots do. */}
          <div className="form-trap" aria-hidden="true">
            <label htmlFor={`${domId}-${HONEYPOT_NAME}`}>{t`Leave this field empty`}</label>
            <input
              id={`${domId}-${HONEYPOT_NAME}`}
              name={HONEYPOT_NAME}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
              onChange={(event) => onValue(HONEYPOT_NAME, event.target.value)}
            />
          </div>
          {failure ? (
            <div className="form-failure" role="alert">
              <p>{failureText(i18n, failure)}</p>
              <button type="button" className="button" onClick={() => actor?.send({ type: 'form.retry' })}>
                {t`Try again`}
              </button>
            </div>
          ) : null}
          <p className="form-privacy">
            <Trans>
              We only use your details to handle this request. Read more in our{' '}
              <PageLink page="privacy" lang={lang}>
                privacy statement
              </PageLink>
              .
            </Trans>
          </p>
          <button type="submit" className="button">
            {busy ? t`Sending…` : i18n._(spec.submitLabel)}
          </button>
        </form>
      )}
    </section>
  );
}
