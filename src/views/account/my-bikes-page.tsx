// customer-bikes, "My bikes" (issue 23 item 6): the bikes the customer configured and saved — open again in the
// configurator, share (a link with the configuration only, no account), delete — and the bikes they bought, each
// with the options it was ordered with, its manual in the page's language, and the ways to book maintenance or a
// test ride for a friend with the model already chosen. The my-bikes machine loads both lists on their own.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import type { ActorRefFrom } from 'xstate';
import { buildSearch, type SavedBuild } from '../../../common/account/saved-builds';
import { findBikeModel } from '../../../common/bike-models';
import { manualPath } from '../../../common/manuals/manuals';
import { createMyBikesApi } from '../../lib/api/my-bikes-api';
import { absoluteUrl, copyText } from '../../lib/share-link';
import { toPublicPath, type Lang } from '../../locales/paths';
import { provideMyBikesMachine } from '../../machines/saved-builds/saved-builds.live';
import type { BoughtBike } from '../../machines/saved-builds/my-bikes.types';
import {
  selectBikes,
  selectBikesFailure,
  selectBuilds,
  selectBuildsFailure,
  selectDeleteFailure,
  selectDeletingId,
} from '../../machines/saved-builds/my-bikes.selectors';
import { formatOrderDate } from '../order/order-labels';
import { formatMoney } from '../shared/money';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { AccountNav } from './account-nav';
import { useSelector } from '../shared/use-selector';
import { useGoToLogin, useSession } from './account-runtime';
import { failureText } from './account-text';
import { HrefLink } from './href-link';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

type MyBikesActor = ActorRefFrom<ReturnType<typeof provideMyBikesMachine>>;

/** The configurator link of a build or a bought bike: the model's page with the configuration, nothing else. */
export function configuratorHref(sku: string, configuration: string, lang: Lang): string {
  return `${toPublicPath('configurator-model', lang, { sku })}${buildSearch(configuration)}`;
}

export function MyBikesPage() {
  const { lang } = useCurrentPage();
  return <MyBikes key={lang} lang={lang} />;
}

function MyBikes({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const session = useSession();
  const goToLogin = useGoToLogin('customer', lang);
  const machine = useMemo(() => provideMyBikesMachine({ api: createMyBikesApi(() => lang), goToLogin }), [goToLogin, lang]);
  const actor: MyBikesActor = useInspectedActorRef(machine);
  const customerName = session.customer?.name;
  return (
    <section className="account-page my-bikes-page" aria-labelledby="bikes-title">
      <header className="account-header">
        <div>
          <h1 id="bikes-title">{t`My bikes`}</h1>
          {customerName ? <p className="account-muted">{t`Logged in as ${customerName}`}</p> : null}
        </div>
        <AccountNav current="customer-bikes" lang={lang} />
      </header>
      <section className="my-bikes-section" aria-labelledby="bought-title">
        <h2 id="bought-title">{t`Bikes you bought`}</h2>
        <BoughtBikes actor={actor} lang={lang} />
      </section>
      <section className="my-bikes-section" aria-labelledby="saved-title">
        <h2 id="saved-title">{t`Saved configurations`}</h2>
        <SavedBuilds actor={actor} lang={lang} />
      </section>
    </section>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p className="account-loading" role="status">
      <span className="account-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

function SavedBuilds({ actor, lang }: { actor: MyBikesActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const builds = useSelector(actor, selectBuilds);
  const failure = useSelector(actor, selectBuildsFailure);
  const deletingId = useSelector(actor, selectDeletingId);
  const deleteFailure = useSelector(actor, selectDeleteFailure);
  if (failure) {
    return (
      <div className="account-alert" role="alert">
        <p>{t`Your saved bikes could not be loaded.`}</p>
        <p className="account-alert-detail">{failureText(i18n, failure)}</p>
        <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'builds.retry' })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (!builds) return <Loading text={t`Loading your saved bikes…`} />;
  if (builds.length === 0) {
    return (
      <div className="account-empty">
        <p>
          {t`You have not saved a bike yet. Configure one and press "Save" to keep it here.`}{' '}
          <PageLink page="configurator" lang={lang}>
            {t`To the configurator`}
          </PageLink>
        </p>
      </div>
    );
  }
  return (
    <>
      {deleteFailure ? (
        <div className="account-alert" role="alert">
          <p>{t`The saved bike could not be deleted.`}</p>
          <p className="account-alert-detail">{failureText(i18n, deleteFailure)}</p>
        </div>
      ) : null}
      <ul className="my-bikes-cards">
        {builds.map((build) => (
          <BuildCard
            key={build.id}
            build={build}
            lang={lang}
            isDeleting={deletingId === build.id}
            onDelete={() => actor.send({ type: 'build.delete', id: build.id })}
          />
        ))}
      </ul>
    </>
  );
}

function BuildCard({ build, lang, isDeleting, onDelete }: { build: SavedBuild; lang: Lang; isDeleting: boolean; onDelete: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const href = configuratorHref(build.sku, build.configuration, lang);
  const shareUrl = absoluteUrl(href);
  const { name } = build;
  const price = formatMoney(build.priceCents / 100, lang);
  const savedAt = formatOrderDate(build.savedAt, lang);
  return (
    <li className="my-bikes-card" data-build={build.id}>
      <h3 className="my-bikes-card-title">{name}</h3>
      <p className="account-muted">
        {build.sku} · {t`${price} when saved`}
        {savedAt ? (
          <>
            {' · '}
            <time dateTime={build.savedAt}>{savedAt}</time>
          </>
        ) : null}
      </p>
      <div className="my-bikes-actions">
        <HrefLink href={href} className="button-secondary">
          {t`Open in the configurator`}
          <span className="visually-hidden">: {name}</span>
        </HrefLink>
        <button type="button" className="button-secondary" disabled={isDeleting} onClick={onDelete}>
          {isDeleting ? t`Deleting…` : t`Delete`}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <div className="my-bikes-share">
        <label htmlFor={`share-${build.id}`}>{t`Share link (only the configuration, nothing of your account)`}</label>
        <div className="my-bikes-share-row">
          <input id={`share-${build.id}`} type="text" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button-secondary" onClick={() => void copyText(shareUrl).then((ok) => setCopied(ok ? 'copied' : 'failed'))}>
            {t`Copy link`}
          </button>
        </div>
        <p className="account-muted" role="status">
          {copied === 'copied' ? t`The link is copied.` : copied === 'failed' ? t`Copying did not work: select the link and copy it yourself.` : ''}
        </p>
      </div>
    </li>
  );
}

function BoughtBikes({ actor, lang }: { actor: MyBikesActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const bikes = useSelector(actor, selectBikes);
  const failure = useSelector(actor, selectBikesFailure);
  if (failure) {
    return (
      <div className="account-alert" role="alert">
        <p>{t`The bikes you bought could not be loaded.`}</p>
        <p className="account-alert-detail">{failureText(i18n, failure)}</p>
        <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'bikes.retry' })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (!bikes) return <Loading text={t`Loading the bikes you bought…`} />;
  if (bikes.length === 0) {
    return (
      <div className="account-empty">
        <p>{t`No bike has been ordered with this account yet.`}</p>
      </div>
    );
  }
  return (
    <ul className="my-bikes-cards">
      {bikes.map((bike, index) => (
        <BoughtBikeCard key={`${bike.orderToken}-${index}`} bike={bike} lang={lang} />
      ))}
    </ul>
  );
}

function BoughtBikeCard({ bike, lang }: { bike: BoughtBike; lang: Lang }) {
  const { t } = useLingui();
  const model = bike.model ? findBikeModel(bike.model) : undefined;
  const { orderNumber: number, name } = bike;
  const date = formatOrderDate(bike.date, lang);
  const withModel = (page: 'maintenance-subscription' | 'testride', anchor: string) =>
    `${toPublicPath(page, lang)}${model ? `?model=${model.slug}` : ''}#${anchor}`;
  return (
    <li className="my-bikes-card" data-order={number}>
      <h3 className="my-bikes-card-title">{name}</h3>
      <p className="account-muted">
        <HrefLink href={`${toPublicPath('customer-orders', lang)}?order=${encodeURIComponent(bike.orderToken)}`}>{t`Order ${number}`}</HrefLink>
        {date ? (
          <>
            {' · '}
            <time dateTime={bike.date ?? undefined}>{date}</time>
          </>
        ) : null}
      </p>
      {bike.options.length > 0 ? (
        <dl className="order-line-options" aria-label={t`Ordered with`}>
          {bike.options.map((option, optionIndex) => (
            <div key={`${option.label}-${optionIndex}`}>
              <dt>{option.label || t`Option`}</dt>
              <dd>{option.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul className="my-bikes-links">
        {model ? (
          <li>
            <a href={manualPath(model, lang)} type="application/pdf">
              {t`Manual (PDF)`}
              <span className="visually-hidden"> {model.name}</span>
            </a>
          </li>
        ) : null}
        <li>
          <HrefLink href={withModel('maintenance-subscription', 'sign-up')}>{t`Book maintenance`}</HrefLink>
        </li>
        <li>
          <HrefLink href={withModel('testride', 'request')}>{t`Book a test ride for a friend`}</HrefLink>
        </li>
        {bike.configuration ? (
          <li>
            <HrefLink href={configuratorHref(bike.sku, bike.configuration, lang)}>{t`Configure this bike again`}</HrefLink>
          </li>
        ) : null}
      </ul>
    </li>
  );
}
