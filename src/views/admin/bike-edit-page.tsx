// admin/bike-edit/{id}: a bike's name, the one-liner of its shop card, short description and description per store
// view (tabs nl / en / de; descriptions as formatted text with a preview, rich-text-editor.tsx), price, status, sort
// order, its options' prices and defaults, and its related and cross-sell products (product-link-picker.tsx). The
// admin-bike-edit machine loads, checks and saves; the shop shows the changes once saved (the server empties the
// catalogue cache). Leaving with unsaved edits asks first (the router's blocker in the app, the browser's own
// question when the tab closes). An edit that meets an expired session is kept in this tab's sessionStorage and
// comes back after the login.
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useBlocker } from '@tanstack/react-router';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import type { ActorRefFrom } from 'xstate';
import { createSessionDraftStore } from '../../lib/api/admin-api';
import type { Lang } from '../../locales/paths';
import { STORE_VIEWS, type ProductLinkType, type StoreView } from '../../machines/admin-common/admin.types';
import { provideAdminBikeEditMachine } from '../../machines/admin-bike-edit/admin-bike-edit.live';
import {
  selectCandidates,
  selectFailure,
  selectFieldErrors,
  selectForm,
  selectIsDirty,
  selectIsSaving,
  selectPhase,
  selectRestored,
} from '../../machines/admin-bike-edit/admin-bike-edit.selectors';
import { isSingleChoice, storeViewOfError, type BikeFieldError, type BikeForm } from '../../machines/admin-bike-edit/bike-form';
import { useCurrentPage } from '../shared/page-context';
import { failureText } from '../account/account-text';
import { PageLink } from '../shared/page-link';
import { showToast } from '../shared/toast';
import { AdminFailure, AdminLoading, AdminPageHeader, useAdminEffects } from './admin-ui';
import { AuditTrail } from './audit-trail';
import { ProductLinkPicker } from './product-link-picker';
import { RichTextEditor } from './rich-text-editor';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

type BikeEditActor = ActorRefFrom<ReturnType<typeof provideAdminBikeEditMachine>>;

const VIEW_NAMES: Record<StoreView, string> = { nl: 'Nederlands', en: 'English', de: 'Deutsch' };

const errorTexts: Record<BikeFieldError, MessageDescriptor> = {
  required: msg`Fill in this field.`,
  invalid_amount: msg`Enter an amount in euros, e.g. 1299,00.`,
  too_low: msg`The price must be more than € 0.`,
  invalid_integer: msg`Enter a whole number of 0 or more.`,
  too_long: msg`This text is too long.`,
  default_required: msg`Choose a default: this option is required.`,
  one_default: msg`Only one choice of this option can be the default.`,
};

export function bikeErrorText(i18n: I18n, error: BikeFieldError): string {
  return i18n._(errorTexts[error]);
}

/** The input id of a field error key (see bike-form.ts), for focusing the first one. */
export function fieldIdOf(key: string): string {
  return `bike-${key.replace(/\./g, '-')}`;
}

export function AdminBikeEditPage() {
  const { lang, params } = useCurrentPage();
  const id = Number(params.id);
  return <BikeEditor key={id} id={id} lang={lang} />;
}

function BikeEditor({ id, lang }: { id: number; lang: Lang }) {
  const { t, i18n } = useLingui();
  const effects = useAdminEffects(lang);
  const invalid = t`Check the marked fields.`;
  const machine = useMemo(
    () =>
      provideAdminBikeEditMachine({
        api: effects.api,
        drafts: createSessionDraftStore<BikeForm>('folt-bike-edit'),
        goToLogin: effects.goToLogin,
        notifySaved: () => void showToast({ type: 'success', message: t`Saved`, description: t`The shop shows the changes within a minute.` }),
        notifyInvalid: () => void showToast({ type: 'error', message: invalid }),
        notifySaveFailed: effects.notifySaveFailed,
      }),
    [effects, t, invalid],
  );
  const editor: BikeEditActor = useInspectedActorRef(machine, { input: { id, decimal: lang === 'en' ? '.' : ',' } });
  const phase = useSelector(editor, selectPhase);
  const form = useSelector(editor, selectForm);
  const failure = useSelector(editor, selectFailure);
  const name = form?.storeViews[lang].name || form?.storeViews.nl.name || form?.sku || '';

  return (
    <section className="admin-page bike-edit" aria-labelledby="admin-title">
      <p className="admin-back">
        <PageLink page="admin-bikes" lang={lang}>
          {t`All bikes`}
        </PageLink>
      </p>
      <AdminPageHeader title={name ? t`Edit ${name}` : t`Edit bike`} />
      {phase === 'loading' ? <AdminLoading /> : null}
      {phase === 'failed' && failure ? (
        <AdminFailure failure={failure} title={t`This bike could not be loaded.`} onRetry={() => editor.send({ type: 'load.retry' })} />
      ) : null}
      {phase === 'editing' && form ? (
        <BikeEditForm editor={editor} form={form} lang={lang} failureText={failure && failure.kind !== 'login-required' ? failureText(i18n, failure) : null} />
      ) : null}
      {form?.sku ? <AuditTrail lang={lang} subjectType="bike" subjectId={form.sku} title={t`Changes in the back office`} /> : null}
    </section>
  );
}

function BikeEditForm({ editor, form, lang, failureText: saveFailure }: { editor: BikeEditActor; form: BikeForm; lang: Lang; failureText: string | null }) {
  const { t, i18n } = useLingui();
  const errors = useSelector(editor, selectFieldErrors);
  const saving = useSelector(editor, selectIsSaving);
  const dirty = useSelector(editor, selectIsDirty);
  const restored = useSelector(editor, selectRestored);
  const candidates = useSelector(editor, selectCandidates);
  const failure = useSelector(editor, selectFailure);
  const [view, setView] = useState<StoreView>(lang);
  // Unsaved edits ask before leaving; not on the way to the login page, which keeps them (the stash).
  const mustAsk = dirty && failure?.kind !== 'login-required';
  const mustAskRef = useRef(mustAsk);
  mustAskRef.current = mustAsk;
  const blocker = useBlocker({ shouldBlockFn: () => mustAskRef.current, enableBeforeUnload: () => mustAskRef.current, withResolver: true });
  const formRef = useRef<HTMLFormElement>(null);
  const errorKeys = Object.keys(errors);

  // After a refused save: the tab of the first error opens and its field gets the focus.
  useEffect(() => {
    const first = errorKeys[0];
    if (!first) return;
    const errorView = storeViewOfError(first);
    if (errorView) setView(errorView);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${fieldIdOf(first)}`)?.focus());
    // Only when a new set of errors arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.send({ type: 'form.save' });
  };
  const error = (key: string) => (errors[key] ? bikeErrorText(i18n, errors[key]) : null);
  const described = (key: string) => (errors[key] ? `${fieldIdOf(key)}-error` : undefined);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = STORE_VIEWS.indexOf(view);
    const next = event.key === 'ArrowRight' ? STORE_VIEWS[(index + 1) % 3] : event.key === 'ArrowLeft' ? STORE_VIEWS[(index + 2) % 3] : null;
    if (!next) return;
    event.preventDefault();
    setView(next);
    formRef.current?.querySelector<HTMLElement>(`#bike-tab-${next}`)?.focus();
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate ref={formRef} aria-busy={saving}>
      {restored ? (
        <div className="admin-notice" role="status">
          <p>{t`Your unsaved changes from before the login are back. Save them, or discard them to see the bike as it is saved.`}</p>
          <button type="button" className="admin-button is-secondary is-small" onClick={() => editor.send({ type: 'form.revert' })}>
            {t`Discard my changes`}
          </button>
        </div>
      ) : null}
      {saveFailure ? (
        <div className="admin-alert" role="alert">
          <p className="admin-alert-title">{t`Not saved`}</p>
          <p>{saveFailure}</p>
        </div>
      ) : null}

      <fieldset className="admin-fieldset">
        <legend>{t`Price and visibility`}</legend>
        <div className="admin-grid">
          <Field id="bike-price" label={t`Base price (incl. VAT, €)`} error={error('price')}>
            <input
              id="bike-price"
              inputMode="decimal"
              autoComplete="off"
              value={form.price}
              onChange={(event) => editor.send({ type: 'field.change', field: 'price', value: event.target.value })}
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={described('price')}
            />
          </Field>
          <Field id="bike-status" label={t`Status`}>
            <select
              id="bike-status"
              value={form.status}
              onChange={(event) => editor.send({ type: 'field.change', field: 'status', value: event.target.value })}
            >
              <option value="enabled">{t`Enabled (for sale)`}</option>
              <option value="disabled">{t`Disabled (hidden in the shop)`}</option>
            </select>
          </Field>
          <Field id="bike-sortOrder" label={t`Sort order`} hint={t`Lower numbers come first in the shop.`} error={error('sortOrder')}>
            <input
              id="bike-sortOrder"
              inputMode="numeric"
              autoComplete="off"
              value={form.sortOrder}
              onChange={(event) => editor.send({ type: 'field.change', field: 'sortOrder', value: event.target.value })}
              aria-invalid={errors.sortOrder ? true : undefined}
              aria-describedby={described('sortOrder')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t`Texts per store view`}</legend>
        <div className="admin-tabs" role="tablist" aria-label={t`Store view`}>
          {STORE_VIEWS.map((code) => {
            const hasError = errorKeys.some((key) => storeViewOfError(key) === code);
            return (
              <button
                key={code}
                type="button"
                role="tab"
                id={`bike-tab-${code}`}
                aria-selected={view === code}
                aria-controls={`bike-panel-${code}`}
                tabIndex={view === code ? 0 : -1}
                className={hasError ? 'admin-tab has-error' : 'admin-tab'}
                onClick={() => setView(code)}
                onKeyDown={onTabKey}
              >
                <span lang={code}>{VIEW_NAMES[code]}</span>
                {hasError ? <span className="admin-tab-flag"> ({t`check`})</span> : null}
              </button>
            );
          })}
        </div>
        {STORE_VIEWS.map((code) => (
          <div
            key={code}
            role="tabpanel"
            id={`bike-panel-${code}`}
            aria-labelledby={`bike-tab-${code}`}
            hidden={view !== code}
            className="admin-tabpanel"
            lang={code}
          >
            <Field id={`bike-${code}-name`} label={t`Name`} error={error(`${code}.name`)}>
              <input
                id={`bike-${code}-name`}
                value={form.storeViews[code].name}
                onChange={(event) => editor.send({ type: 'text.change', view: code, field: 'name', value: event.target.value })}
                aria-invalid={errors[`${code}.name`] ? true : undefined}
                aria-describedby={described(`${code}.name`)}
              />
            </Field>
            <Field
              id={`bike-${code}-oneLiner`}
              label={t`One-liner`}
              hint={t`One plain sentence under the name on every shop card.`}
              error={error(`${code}.oneLiner`)}
            >
              <input
                id={`bike-${code}-oneLiner`}
                value={form.storeViews[code].oneLiner}
                onChange={(event) => editor.send({ type: 'text.change', view: code, field: 'oneLiner', value: event.target.value })}
                aria-invalid={errors[`${code}.oneLiner`] ? true : undefined}
                aria-describedby={described(`${code}.oneLiner`)}
              />
            </Field>
            <RichTextEditor
              id={`bike-${code}-shortDescription`}
              lang={code}
              label={t`Short description`}
              hint={t`At the top of the product page, beside the price.`}
              value={form.storeViews[code].shortDescription}
              onChange={(value) => editor.send({ type: 'text.change', view: code, field: 'shortDescription', value })}
              invalid={!!errors[`${code}.shortDescription`]}
              describedBy={described(`${code}.shortDescription`)}
            />
            {error(`${code}.shortDescription`) ? (
              <p className="admin-field-error" id={`${fieldIdOf(`${code}.shortDescription`)}-error`}>
                {error(`${code}.shortDescription`)}
              </p>
            ) : null}
            <RichTextEditor
              id={`bike-${code}-description`}
              lang={code}
              label={t`Description`}
              hint={t`The product page's "Product details" section.`}
              value={form.storeViews[code].description}
              onChange={(value) => editor.send({ type: 'text.change', view: code, field: 'description', value })}
              invalid={!!errors[`${code}.description`]}
              describedBy={described(`${code}.description`)}
            />
            {error(`${code}.description`) ? (
              <p className="admin-field-error" id={`${fieldIdOf(`${code}.description`)}-error`}>
                {error(`${code}.description`)}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t`Options`}</legend>
        {form.options.length === 0 ? <p className="admin-muted">{t`This bike has no options.`}</p> : null}
        {form.options.map((option, optionIndex) => {
          const single = isSingleChoice(option.type);
          const defaultKey = `option.${optionIndex}.default`;
          const title = option.title;
          return (
            <fieldset key={option.optionId} className="admin-option" id={fieldIdOf(defaultKey)} tabIndex={-1} aria-describedby={described(defaultKey)}>
              <legend>
                {title}
                {option.required ? <span className="admin-muted"> · {t`required`}</span> : null}
                <span className="admin-muted"> · {single ? t`one choice` : t`several choices`}</span>
              </legend>
              {errors[defaultKey] ? (
                <p className="admin-field-error" id={`${fieldIdOf(defaultKey)}-error`}>
                  {bikeErrorText(i18n, errors[defaultKey])}
                </p>
              ) : null}
              <div className="admin-table-scroll" role="region" aria-label={t`Choices for ${title}`} tabIndex={0}>
                <table className="admin-table is-compact">
                  <thead>
                    <tr>
                      <th scope="col">{t`Choice`}</th>
                      <th scope="col">{t`Price (€)`}</th>
                      <th scope="col">{t`Default`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {option.selections.map((selection, selectionIndex) => {
                      const priceKey = `option.${optionIndex}.selection.${selectionIndex}.price`;
                      const selectionName = selection.name;
                      return (
                        <tr key={selection.selectionId}>
                          <th scope="row">
                            {selection.name}
                            <span className="admin-code-note">{selection.sku}</span>
                          </th>
                          <td>
                            <input
                              id={fieldIdOf(priceKey)}
                              className="admin-input-amount"
                              inputMode="decimal"
                              autoComplete="off"
                              value={selection.price}
                              aria-label={t`Price of ${selectionName}`}
                              onChange={(event) =>
                                editor.send({ type: 'selection.price', option: optionIndex, selection: selectionIndex, value: event.target.value })
                              }
                              aria-invalid={errors[priceKey] ? true : undefined}
                              aria-describedby={described(priceKey)}
                            />
                            {errors[priceKey] ? (
                              <p className="admin-field-error" id={`${fieldIdOf(priceKey)}-error`}>
                                {bikeErrorText(i18n, errors[priceKey])}
                              </p>
                            ) : null}
                          </td>
                          <td>
                            <input
                              type={single ? 'radio' : 'checkbox'}
                              name={`default-${option.optionId}`}
                              checked={selection.isDefault}
                              aria-label={t`${selectionName} is the default`}
                              onChange={(event) =>
                                editor.send({ type: 'selection.default', option: optionIndex, selection: selectionIndex, checked: event.target.checked })
                              }
                            />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {single && !option.required && option.selections.some((selection) => selection.isDefault) ? (
                <button
                  type="button"
                  className="admin-link-button"
                  onClick={() =>
                    option.selections.forEach((selection, selectionIndex) => {
                      if (selection.isDefault) editor.send({ type: 'selection.default', option: optionIndex, selection: selectionIndex, checked: false });
                    })
                  }
                >
                  {t`No default for ${title}`}
                </button>
              ) : null}
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t`Related and cross-sell products`}</legend>
        {(['related', 'crosssell'] as const).map((linkType: ProductLinkType) => (
          <ProductLinkPicker
            key={linkType}
            idPrefix={`bike-${linkType}`}
            title={linkType === 'related' ? t`Related products` : t`Goes well with (cross-sell)`}
            hint={
              linkType === 'related'
                ? t`Shown under "Related products" on the product page. Only what fits this bike.`
                : t`Shown under "Goes well with" on the product page.`
            }
            links={form[linkType]}
            candidates={candidates}
            onAdd={(product) => editor.send({ type: 'link.add', linkType, product })}
            onRemove={(sku) => editor.send({ type: 'link.remove', linkType, sku })}
            onMove={(sku, by) => editor.send({ type: 'link.move', linkType, sku, by })}
          />
        ))}
      </fieldset>

      <div className="admin-savebar">
        <p className="admin-savebar-state" aria-live="polite">
          {saving ? t`Saving…` : dirty ? t`Unsaved changes` : t`All changes saved`}
        </p>
        <button
          type="button"
          className="admin-button is-secondary"
          onClick={() => editor.send({ type: 'form.revert' })}
          disabled={saving || (!dirty && !restored)}
        >
          {t`Discard changes`}
        </button>
        <button type="submit" className="admin-button" disabled={saving}>
          {saving ? t`Saving…` : t`Save`}
        </button>
      </div>
      {blocker.status === 'blocked' ? <LeaveDialog onStay={blocker.reset} onLeave={blocker.proceed} /> : null}
    </form>
  );
}

/** The question before leaving with unsaved edits: staying is the default (and Escape). */
function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="bike-leave-title"
      aria-describedby="bike-leave-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="bike-leave-title">{t`Leave without saving?`}</h2>
      <p id="bike-leave-text">{t`This bike has changes that are not saved. If you leave now, they are lost.`}</p>
      <div className="admin-dialog-actions">
        <button type="button" className="admin-button" onClick={onStay} autoFocus>
          {t`Stay and keep editing`}
        </button>
        <button type="button" className="admin-button is-secondary" onClick={onLeave}>
          {t`Leave without saving`}
        </button>
      </div>
    </dialog>
  );
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | null; children: React.ReactNode }) {
  return (
    <div className={error ? 'admin-field has-error' : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? <p className="admin-field-hint">{hint}</p> : null}
      {children}
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
