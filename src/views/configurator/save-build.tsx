// "Save" in the configurator (issue 23 item 6): keeps the configured bike in the customer's account under a name.
// A visitor who is not logged in goes to the login page and comes back to this configuration with the form open
// (?save=1). Once saved: the way to "My bikes" and the share link (the configuration only, nothing of the account).
// Texts are the configurator's own: this page does not load the account area's catalogue.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { buildSearch, SAVED_BUILD_NAME_MAX, type BuildNameProblem } from '../../../common/account/saved-builds';
import { createMyBikesApi } from '../../lib/api/my-bikes-api';
import { replaceUrlInPlace } from '../../lib/replace-url';
import { absoluteUrl, copyText } from '../../lib/share-link';
import { toPublicPath, type Lang } from '../../locales/paths';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { selectConfiguration, selectProduct, selectTotalCents } from '../../machines/configurator/configurator.selectors';
import { provideSaveBuildMachine } from '../../machines/saved-builds/saved-builds.live';
import { selectIsOpen, selectIsSaving, selectName, selectNameProblem, selectSaved, selectSaveFailure } from '../../machines/saved-builds/save-build.selectors';
import { loginHref, useSession } from '../shared/session';
import { PageLink } from '../shared/page-link';
import { useSelector } from '../shared/use-selector';
import { searchParam, withSearchParam } from './configurator-format';
import type { ConfiguratorActor } from './configurator-types';

/** The search parameter that opens the save form once the visitor is back from the login page. */
const SAVE_PARAM = 'save';

const NAME_PROBLEM_TEXT: Record<BuildNameProblem, ReturnType<typeof msg>> = {
  'builds.name-required': msg`Give your bike a name.`,
  'builds.name-too-long': msg`The name can have at most 60 characters.`,
  'builds.name-invalid': msg`The name contains characters that cannot be saved.`,
};

/** A refusal of the save in the page's language (the codes of common/contract/error-codes.ts that saving can meet). */
export function saveFailureText(i18n: I18n, failure: RequestFailure): string {
  switch (failure.code) {
    case 'builds.name-required':
    case 'builds.name-too-long':
    case 'builds.name-invalid':
      return i18n._(NAME_PROBLEM_TEXT[failure.code]);
    case 'builds.limit-reached':
      return i18n._(msg`You have 50 saved bikes. Delete one in "My bikes" before you save another.`);
    case 'builds.not-a-bike':
      return i18n._(msg`This bike cannot be saved.`);
    case 'builds.unavailable':
      return i18n._(msg`Saving is not possible right now. Please try again later.`);
    default:
      return failure.kind === 'network'
        ? i18n._(msg`The connection failed. Check your internet connection and try again.`)
        : i18n._(msg`Your bike could not be saved. Please try again.`);
  }
}

/** The configurator page of a model with a configuration (and, for the way back from the login, the open form). */
function configuratorPath(sku: string, configuration: string, lang: Lang, openSave: boolean): string {
  const path = `${toPublicPath('configurator-model', lang, { sku })}${buildSearch(configuration)}`;
  return openSave ? `${path}${configuration ? '&' : '?'}${SAVE_PARAM}=1` : path;
}

export function SaveBuild({ actor, lang, sku }: { actor: ConfiguratorActor; lang: Lang; sku: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const session = useSession();
  const [machine] = useState(() =>
    provideSaveBuildMachine({
      api: createMyBikesApi(() => lang),
      goToLogin: (back) => void router.navigate({ href: loginHref('customer', lang, configuratorPath(back.sku, back.configuration, lang, true)) }),
    }),
  );
  const save = useInspectedActorRef(machine, { input: { sku } });
  const isOpen = useSelector(save, selectIsOpen);
  const isSaving = useSelector(save, selectIsSaving);
  const name = useSelector(save, selectName);
  const nameProblem = useSelector(save, selectNameProblem);
  const failure = useSelector(save, selectSaveFailure);
  const saved = useSelector(save, selectSaved);
  const product = useSelector(actor, selectProduct);
  const input = useRef<HTMLInputElement>(null);
  const savedTitle = useRef<HTMLParagraphElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const ids = useId();

  const open = () => {
    save.send({
      type: 'save.open',
      configuration: selectConfiguration(actor.getSnapshot()),
      priceCents: selectTotalCents(actor.getSnapshot()) ?? 0,
      defaultName: product?.name ?? sku,
      isLoggedIn: session.customer !== null,
    });
  };

  // Back from the login page with ?save=1: open the form once the session says who is logged in, once.
  const [wantsSave, setWantsSave] = useState(() => searchParam(router.state.location.searchStr, SAVE_PARAM) === '1');
  useEffect(() => {
    if (!wantsSave || !session.known) return;
    setWantsSave(false);
    const { pathname, search, hash } = router.history.location;
    const href = withSearchParam({ pathname, search, hash }, SAVE_PARAM, null);
    if (href !== null) replaceUrlInPlace(router, href);
    if (session.customer) open();
    // open() reads the configurator at this moment; it runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsSave, session.known, session.customer]);

  useEffect(() => {
    if (isOpen && !isSaving) input.current?.focus();
  }, [isOpen, isSaving, nameProblem, failure]);
  useEffect(() => {
    if (saved) savedTitle.current?.focus();
    setCopied('idle');
  }, [saved]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('name');
    if (typeof value === 'string' && value !== name) save.send({ type: 'name.change', name: value });
    save.send({ type: 'save.submit' });
  };

  if (saved) {
    const shareUrl = absoluteUrl(configuratorPath(saved.sku, saved.configuration, lang, false));
    const savedName = saved.name;
    return (
      <div className="cfg-save cfg-saved" role="status">
        <p className="cfg-added-title" ref={savedTitle} tabIndex={-1}>
          {t`Saved as "${savedName}".`}
        </p>
        <div className="cfg-added-actions">
          <PageLink page="customer-bikes" lang={lang} className="cfg-button-secondary">
            {t`To my bikes`}
          </PageLink>
          <button type="button" className="cfg-button-secondary" onClick={() => save.send({ type: 'save.close' })}>
            {t`Close`}
          </button>
        </div>
        <label className="cfg-save-label" htmlFor={`${ids}-share`}>
          {t`Share link (only the configuration, nothing of your account)`}
        </label>
        <div className="cfg-save-row">
          <input id={`${ids}-share`} className="cfg-save-input" type="text" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="cfg-button-secondary" onClick={() => void copyText(shareUrl).then((ok) => setCopied(ok ? 'copied' : 'failed'))}>
            {t`Copy link`}
          </button>
        </div>
        {copied !== 'idle' ? (
          <p className="cfg-save-note">{copied === 'copied' ? t`The link is copied.` : t`Copying did not work: select the link and copy it yourself.`}</p>
        ) : null}
      </div>
    );
  }
  if (!isOpen) {
    return (
      <div className="cfg-save">
        <button type="button" className="cfg-button-secondary cfg-save-button" onClick={open}>
          {t`Save`}
        </button>
        <p className="cfg-save-note">
          {session.customer ? t`Keep this bike in your account to open or share it later.` : t`Log in to keep this bike in your account.`}
        </p>
      </div>
    );
  }
  const problem = nameProblem ? i18n._(NAME_PROBLEM_TEXT[nameProblem]) : null;
  return (
    <form className="cfg-save" onSubmit={submit} noValidate aria-busy={isSaving} aria-labelledby={`${ids}-title`}>
      <p className="cfg-save-title" id={`${ids}-title`}>
        {t`Save this bike`}
      </p>
      {failure && failure.kind !== 'login-required' ? (
        <p className="cfg-add-reason" role="alert">
          {saveFailureText(i18n, failure)}
        </p>
      ) : null}
      <label className="cfg-save-label" htmlFor={`${ids}-name`}>
        {t`Name`}
      </label>
      <input
        ref={input}
        id={`${ids}-name`}
        name="name"
        className="cfg-save-input"
        type="text"
        maxLength={SAVED_BUILD_NAME_MAX + 20}
        autoComplete="off"
        value={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids}-problem` : undefined}
        onChange={(event) => save.send({ type: 'name.change', name: event.target.value })}
      />
      {problem ? (
        <p className="cfg-add-reason" id={`${ids}-problem`}>
          {problem}
        </p>
      ) : null}
      <div className="cfg-added-actions">
        <button type="submit" className="cfg-button" disabled={isSaving}>
          {isSaving ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className="cfg-button-secondary" disabled={isSaving} onClick={() => save.send({ type: 'save.close' })}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
