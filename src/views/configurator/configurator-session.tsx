// One configurator session for one model SKU: starts the configurator machine with the URL's configuration
// (`?o=`) and the cart line it replaces (`?replace=`), writes the configuration back to the URL after every
// change, tells the machine about a language switch once the new language is active, and lays out the picture,
// the options and the summary. Loaded lazily by configurator-model-page.tsx.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { modelOfSku } from '../../machines/configurator/configurator.facts';
import { provideConfiguratorMachine, sendBikeToCart, type CartAddOutcome } from '../../machines/configurator/configurator.live';
import {
  selectCanRetry,
  selectError,
  selectIsNotFound,
  selectIsReady,
  selectNotices,
  selectOptions,
  selectPicture,
  selectProduct,
  selectSummary,
} from '../../machines/configurator/configurator.selectors';
import type { Lang } from '../../locales/paths';
import { NotFoundPage } from '../error/error-page';
import type { ShopRuntime } from '../shared/shop-runtime';
import { translateShopText } from '../shop/shop-text';
import { BikePicture } from './bike-picture';
import { formatCents, parseReplaceId, partLabel, pictureFacts, searchParam, withSearchParam } from './configurator-format';
import { ConfiguratorSkeleton, BackToModels } from './configurator-model-page';
import { ConfiguratorOptions } from './configurator-options';
import { ConfiguratorSummary, type AddState } from './configurator-summary';
import { noticeReason, noticeText, pictureSummary } from './configurator-text';
import type { ConfiguratorActor } from './configurator-types';

/** How long after the last choice the URL is written (a reload or a share within it keeps the previous choice). */
const URL_WRITE_DELAY_MS = 250;

const selectHasProduct = (snapshot: Parameters<typeof selectProduct>[0]) => selectProduct(snapshot) !== null;

/** Sets (or removes) one search parameter of the current URL without a history entry, when it differs. */
function replaceSearchParam(router: AnyRouter, name: string, value: string | null): void {
  const { pathname, search, hash, state } = router.history.location;
  const href = withSearchParam({ pathname, search, hash }, name, value);
  if (href !== null) router.history.replace(href, state);
}

export function ConfiguratorSession({ runtime, sku, lang }: { runtime: ShopRuntime; sku: string; lang: Lang }) {
  const router = useRouter();
  const [addState, setAddState] = useState<AddState>('idle');
  // The URL at the start of the session; afterwards the machine owns the configuration and writes it back.
  const [start] = useState(() => {
    const searchStr = router.state.location.searchStr;
    return { configuration: searchParam(searchStr, 'o'), replacesItemId: parseReplaceId(searchParam(searchStr, 'replace')) };
  });
  // The URL follows once the shopper pauses: the router re-resolves the page on every URL change, work that must
  // not land in the frame that shows a choice nor between quick successive clicks. Only the last value is written.
  const [writeConfiguration] = useState(() => {
    let pending: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const value = pending;
      pending = null;
      if (value !== null) replaceSearchParam(router, 'o', value);
    };
    return (configuration: string) => {
      pending = configuration;
      clearTimeout(timer);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        timer = setTimeout(flush, URL_WRITE_DELAY_MS);
      });
    };
  });
  const [machine] = useState(() =>
    provideConfiguratorMachine(runtime.effects, {
      replaceConfigurationParam: (configuration) => writeConfiguration(configuration),
      addToCart: (item, summary) => {
        setAddState('adding');
        // Sent once this action is over: the cart actor's own steps must not run inside the configurator's action.
        queueMicrotask(() => {
          void sendBikeToCart(runtime.cart, item, summary).then((outcome: CartAddOutcome) => {
            setAddState(outcome);
            // The replaced line is gone; a reload must not try to replace it again.
            if (outcome === 'added') replaceSearchParam(router, 'replace', null);
          });
        });
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { sku, lang, initialSelection: start.configuration, replacesItemId: start.replacesItemId },
    inspect: runtime.inspect,
  });

  // The page's language is active (the router activated it before this render): reload the store view's texts.
  const machineLang = useRef(lang);
  useEffect(() => {
    if (machineLang.current === lang) return;
    machineLang.current = lang;
    actor.send({ type: 'language.change', lang });
  }, [actor, lang]);

  const isNotFound = useSelector(actor, selectIsNotFound);
  const isReady = useSelector(actor, selectIsReady);
  const hasProduct = useSelector(actor, selectHasProduct);
  const error = useSelector(actor, selectError);
  if (isNotFound) return <NotFoundPage />;
  if (error !== null) return <LoadFailure actor={actor} sku={sku} lang={lang} error={error} />;
  // After a language switch the machine reloads the store view's texts: the configurator stays in view meanwhile.
  if (!isReady && !hasProduct) return <ConfiguratorSkeleton sku={sku} lang={lang} />;
  return (
    <Configurator
      actor={actor}
      lang={lang}
      isReplacing={start.replacesItemId !== null && addState !== 'added'}
      addState={addState}
      onAddStateChange={setAddState}
    />
  );
}

function LoadFailure({ actor, sku, lang, error }: { actor: ConfiguratorActor; sku: string; lang: Lang; error: string }) {
  const { t, i18n } = useLingui();
  const canRetry = useSelector(actor, selectCanRetry);
  const name = modelOfSku(sku)?.name ?? sku;
  return (
    <>
      <div className="cfg-head">
        <BackToModels lang={lang} />
        <h1>{t`Configure your ${name}`}</h1>
      </div>
      <div className="cfg-alert" role="alert">
        <p className="cfg-alert-title">{t`The configurator could not be loaded.`}</p>
        <p>{translateShopText(i18n, error)}</p>
        {canRetry ? (
          <button type="button" className="cfg-button" onClick={() => actor.send({ type: 'product.retry' })}>
            {t`Try again`}
          </button>
        ) : null}
      </div>
    </>
  );
}

interface ConfiguratorProps {
  actor: ConfiguratorActor;
  lang: Lang;
  isReplacing: boolean;
  addState: AddState;
  onAddStateChange: (state: AddState) => void;
}

function Configurator({ actor, lang, isReplacing, addState, onAddStateChange }: ConfiguratorProps) {
  const { t } = useLingui();
  const product = useSelector(actor, selectProduct);
  const name = product?.name ?? '';
  return (
    <>
      <div className="cfg-head">
        <BackToModels lang={lang} />
        <h1>{t`Configure your ${name}`}</h1>
        {isReplacing ? <p className="cfg-replacing">{t`You are changing a bike that is in your cart. Adding it replaces that bike.`}</p> : null}
      </div>
      <Notices actor={actor} lang={lang} />
      <div className="cfg-layout">
        <Picture actor={actor} lang={lang} />
        <ConfiguratorOptions actor={actor} lang={lang} />
        <ConfiguratorSummary actor={actor} lang={lang} isReplacing={isReplacing} addState={addState} onAddStateChange={onAddStateChange} />
      </div>
    </>
  );
}

function Notices({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const notices = useSelector(actor, selectNotices);
  const options = useSelector(actor, selectOptions);
  const nameOf = (sku: string) => {
    const part = options.flatMap((option) => option.selections).find((candidate) => candidate.sku === sku);
    return part ? partLabel(part, lang) : sku;
  };
  return (
    <div className="cfg-notices" role="status">
      {notices.length > 0 ? (
        <div className="cfg-notice">
          <ul>
            {notices.map((notice, index) => {
              const reason = noticeReason(i18n, notice);
              return (
                <li key={index} data-notice={notice.code}>
                  {noticeText(i18n, notice, nameOf)}
                  {reason ? <span className="cfg-notice-reason"> {reason}</span> : null}
                </li>
              );
            })}
          </ul>
          <button type="button" className="cfg-button-secondary" onClick={() => actor.send({ type: 'notices.dismiss' })}>
            {t`Dismiss`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Picture({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const picture = useSelector(actor, selectPicture);
  const product = useSelector(actor, selectProduct);
  const options = useSelector(actor, selectOptions);
  const summary = useSelector(actor, selectSummary);
  const model = product?.model ?? null;
  const name = product?.name ?? '';
  const facts = pictureFacts(name, options, summary?.batteryWh ?? null, lang);
  const colourHex = picture.colour?.hex ?? model?.colours[0]?.hex ?? '#4a4f55';
  return (
    <div className="cfg-visual">
      {model ? (
        <BikePicture
          model={model}
          colourHex={colourHex}
          layers={picture.layers}
          batteryWh={summary?.batteryWh ?? null}
          label={t`Your ${name}`}
          describedBy="cfg-picture-summary"
          className="cfg-picture"
        />
      ) : null}
      {summary ? (
        <p className="cfg-price-tag">
          <strong data-testid="cfg-picture-price">{formatCents(summary.totalCents, lang)}</strong>
          <span>{t`incl. VAT`}</span>
        </p>
      ) : null}
      <p id="cfg-picture-summary" className="cfg-picture-summary" aria-live="polite">
        {pictureSummary(i18n, lang, facts)}
      </p>
    </div>
  );
}
