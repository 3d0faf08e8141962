// One configurator session for one model SKU: starts the configurator machine with the URL's configuration
// (`?o=`) and the cart line it replaces (`?replace=`), writes the configuration back to the URL after every
// change, tells the machine about a language switch once the new language is active, and lays out the picture,
// the options and the summary. Loaded lazily by configurator-model-page.tsx.
//
// A choice must show its price and picture within the frame of the click (issue 6; `npm run bench:configurator`),
// so every part of the page subscribes to the slice of the machine's state it shows (the shared selectors keep
// unchanged slices the same object) and re-renders only when that slice changed; the URL follows after the frame.
import { memo, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import { onPageHide } from '../../lib/browser';
import { replaceUrlInPlace } from '../../lib/replace-url';
import { modelOfSku } from '../../machines/configurator/configurator.facts';
import { provideConfiguratorMachine, sendBikeToCart, type CartAddOutcome } from '../../machines/configurator/configurator.live';
import {
  selectBatteryWh,
  selectCanRetry,
  selectError,
  selectHasProduct,
  selectIsNotFound,
  selectIsReady,
  selectNotices,
  selectPartsBySku,
  selectProduct,
  selectSharedOptions,
  selectPictureView,
  type ConfiguratorProduct,
} from '../../machines/configurator/configurator.selectors';
import type { Lang } from '../../locales/paths';
import { NotFoundPage } from '../error/error-page';
import type { ShopRuntime } from '../shared/shop-runtime';
import type { ShopError } from '../../machines/shop-error';
import { shopErrorText } from '../shop/shop-text';
import { BikePicture } from './bike-picture';
import { parseReplaceId, partLabel, pictureFacts, searchParam, withSearchParam } from './configurator-format';
import { ConfiguratorSkeleton, BackToModels } from './configurator-model-page';
import { ConfiguratorOptions } from './configurator-options';
import { ConfiguratorSummary, type AddState } from './configurator-summary';
import { LivePrice } from './live-price';
import { noticeReason, noticeText, pictureSummary } from './configurator-text';
import type { ConfiguratorActor } from './configurator-types';
import { useSelectorAfterPaint } from './use-selector-after-paint';

/** How long after the last choice the URL is written (a reload or a share within it keeps the previous choice). */
const URL_WRITE_DELAY_MS = 250;
/** The longest the write then waits for the page to be idle. */
const URL_WRITE_IDLE_TIMEOUT_MS = 1000;

/** Sets (or removes) one search parameter of the current URL without a history entry, when it differs. */
function replaceSearchParam(router: AnyRouter, name: string, value: string | null): void {
  const { pathname, search, hash } = router.history.location;
  const href = withSearchParam({ pathname, search, hash }, name, value);
  if (href !== null) replaceUrlInPlace(router, href);
}

interface UrlWriter {
  /** Writes the configuration once the shopper pauses (only the last value of a quick series is written). */
  write(configuration: string): void;
  /** Writes a pending configuration now. */
  flush(): void;
  /** Forgets a pending configuration (the page is going away: the URL is no longer the configurator's). */
  cancel(): void;
}

/**
 * The URL follows the configuration once the shopper pauses, when the page is idle: the router re-resolves the page
 * on every URL change (its loaders, head and links, tens of milliseconds on a slow phone), work that must not land
 * in the frame that shows a choice nor delay the next click of a quick series.
 */
function createUrlWriter(router: AnyRouter): UrlWriter {
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const hasIdleCallback = typeof requestIdleCallback === 'function';
  const stop = () => {
    clearTimeout(timer);
    if (idle !== undefined) (hasIdleCallback ? cancelIdleCallback : clearTimeout)(idle);
    timer = undefined;
    idle = undefined;
  };
  const flush = () => {
    stop();
    const value = pending;
    pending = null;
    if (value !== null) replaceSearchParam(router, 'o', value);
  };
  const whenIdle = () => {
    timer = undefined;
    idle = hasIdleCallback ? requestIdleCallback(flush, { timeout: URL_WRITE_IDLE_TIMEOUT_MS }) : (setTimeout(flush, 0) as unknown as number);
  };
  return {
    write: (configuration) => {
      pending = configuration;
      stop();
      timer = setTimeout(whenIdle, URL_WRITE_DELAY_MS);
    },
    flush,
    cancel: () => {
      stop();
      pending = null;
    },
  };
}

/** Memoised: the router re-renders the page on every URL change, which changes nothing here. */
export const ConfiguratorSession = memo(function ConfiguratorSession({ runtime, sku, lang }: { runtime: ShopRuntime; sku: string; lang: Lang }) {
  const router = useRouter();
  const [addState, setAddState] = useState<AddState>('idle');
  // The URL at the start of the session; afterwards the machine owns the configuration and writes it back.
  const [start] = useState(() => {
    const searchStr = router.state.location.searchStr;
    return { configuration: searchParam(searchStr, 'o'), replacesItemId: parseReplaceId(searchParam(searchStr, 'replace')) };
  });
  const [urlWriter] = useState(() => createUrlWriter(router));
  useEffect(() => {
    // Leaving the page (another site, closing the tab): its history entry keeps the last choice. A navigation inside
    // the shop unmounts the session first, and the next page's URL must not get this configuration.
    const stopPageHide = onPageHide(urlWriter.flush);
    return () => {
      stopPageHide();
      urlWriter.cancel();
    };
  }, [urlWriter]);
  const [machine] = useState(() =>
    provideConfiguratorMachine(runtime.effects, {
      replaceConfigurationParam: (configuration) => urlWriter.write(configuration),
      addToCart: (item, summary) => {
        setAddState('adding');
        // Sent once this action is over: the cart actor's own steps must not run inside the configurator's action.
        queueMicrotask(() => {
          void sendBikeToCart(runtime.cart, item, summary).then((outcome: CartAddOutcome) => {
            setAddState(outcome);
            // The replaced line is gone; a reload must not try to replace it again.
            if (outcome === 'added') {
              urlWriter.flush();
              replaceSearchParam(router, 'replace', null);
            }
          });
        });
      },
    }),
  );
  const actor = useInspectedActorRef(machine, {
    input: { sku, lang, initialSelection: start.configuration, replacesItemId: start.replacesItemId },
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
});

function LoadFailure({ actor, sku, lang, error }: { actor: ConfiguratorActor; sku: string; lang: Lang; error: ShopError }) {
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
        <p>{shopErrorText(i18n, error)}</p>
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
  // The same object for every choice: the layout below renders once, its parts follow the machine on their own.
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
        <Picture actor={actor} lang={lang} product={product} />
        <ConfiguratorOptions actor={actor} lang={lang} />
        <ConfiguratorSummary actor={actor} lang={lang} isReplacing={isReplacing} addState={addState} onAddStateChange={onAddStateChange} />
      </div>
    </>
  );
}

function Notices({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  // A choice without notices keeps the machine's (empty) notices array, and the part names depend on the catalogue
  // only: this re-renders when the notices change (in the frame of the click: they explain what it changed, and a
  // dismissal answers its own click).
  const notices = useSelector(actor, selectNotices);
  const parts = useSelector(actor, selectPartsBySku);
  const nameOf = (sku: string) => {
    const part = parts.get(sku);
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

function Picture({ actor, lang, product }: { actor: ConfiguratorActor; lang: Lang; product: ConfiguratorProduct | null }) {
  const { t } = useLingui();
  const model = product?.model ?? null;
  const name = product?.name ?? '';
  return (
    <div className="cfg-visual">
      {model ? <LivePicture actor={actor} model={model} label={t`Your ${name}`} /> : null}
      <PriceTag actor={actor} lang={lang} />
      <PictureSummary actor={actor} lang={lang} name={name} />
    </div>
  );
}

/** The drawing: re-renders when the colour, the visible parts or the battery change. */
function LivePicture({ actor, model, label }: { actor: ConfiguratorActor; model: NonNullable<ConfiguratorProduct['model']>; label: string }) {
  const picture = useSelector(actor, selectPictureView);
  const colourHex = picture.colour?.hex ?? model.colours[0]?.hex ?? '#4a4f55';
  return (
    <BikePicture
      model={model}
      colourHex={colourHex}
      layers={picture.layers}
      batteryWh={picture.batteryWh}
      label={label}
      describedBy="cfg-picture-summary"
      className="cfg-picture"
    />
  );
}

function PriceTag({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t } = useLingui();
  return (
    <p className="cfg-price-tag">
      <strong>
        <LivePrice actor={actor} lang={lang} testId="cfg-picture-price" />
      </strong>
      <span>{t`incl. VAT`}</span>
    </p>
  );
}

/** The picture in words (for screen readers, beside it): follows the choice after the frame that shows it. */
function PictureSummary({ actor, lang, name }: { actor: ConfiguratorActor; lang: Lang; name: string }) {
  const { i18n } = useLingui();
  const options = useSelectorAfterPaint(actor, selectSharedOptions);
  const batteryWh = useSelectorAfterPaint(actor, selectBatteryWh);
  return (
    <p id="cfg-picture-summary" className="cfg-picture-summary" aria-live="polite">
      {pictureSummary(i18n, lang, pictureFacts(name, options, batteryWh, lang))}
    </p>
  );
}
