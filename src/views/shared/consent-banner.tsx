// The cookie consent banner (three languages through Lingui): accept all, reject all, or choose analytics and
// marketing in the settings. Its chunk loads after hydration, when the page is idle; it shows when a tag manager is
// configured and the visitor has not chosen yet, or when "Cookie settings" in the footer asks for it. Fixed to the
// bottom, so nothing on the page shifts.
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { onPageSignal } from '../../lib/browser';
import { startTagManager, tagManager, type ConsentChoice } from '../../lib/tag-manager';
import { usePageContext } from './nav';
import './consent-banner.css';

export interface ConsentHostProps {
  /** The page signal of the footer's "Cookie settings". */
  settingsEvent: string;
  /** "Cookie settings" was used before this chunk arrived. */
  openSettings: boolean;
}

/** Decides whether the banner shows: asks when needed, opens on the categories from the footer link. */
export function ConsentHost({ settingsEvent, openSettings }: ConsentHostProps) {
  const { gtmId } = usePageContext();
  const [mode, setMode] = useState<'ask' | 'settings' | null>(openSettings ? 'settings' : null);
  useEffect(() => {
    const stopSettings = onPageSignal(settingsEvent, () => setMode('settings'));
    const ask = (needed: boolean) => needed && setMode((current) => current ?? 'ask');
    const unsubscribe = tagManager().subscribe((state) => ask(state.needsChoice));
    ask(tagManager().state().needsChoice);
    void startTagManager(gtmId);
    return () => {
      unsubscribe();
      stopSettings();
    };
  }, [settingsEvent, gtmId]);
  useEffect(() => {
    if (openSettings) setMode('settings');
  }, [openSettings]);
  return mode ? <ConsentBanner mode={mode} onClose={() => setMode(null)} /> : null;
}

export interface ConsentBannerProps {
  /** 'settings' opens on the categories and moves the focus into the banner (the visitor asked for it). */
  mode: 'ask' | 'settings';
  onClose(): void;
}

export function ConsentBanner({ mode, onClose }: ConsentBannerProps) {
  const { t } = useLingui();
  const id = useId();
  const stored = tagManager().state().consent;
  const [settings, setSettings] = useState(mode === 'settings');
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (mode === 'settings') {
      setSettings(true);
      heading.current?.focus();
    }
  }, [mode]);

  const save = (next: ConsentChoice) => {
    void tagManager().saveConsent(next);
    onClose();
  };

  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <div className="consent-inner">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t`Cookies on this site`}
        </h2>
        <p id={`${id}-text`}>
          {t`We use cookies for statistics and marketing only if you agree. You can change your choice at any time under "Cookie settings" at the bottom of every page.`}
        </p>
        {settings && (
          <fieldset className="consent-categories">
            <legend className="visually-hidden">{t`Cookie categories`}</legend>
            <label>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t`Necessary`}</strong> {t`Needed for the shop to work, such as your cart and language. Always on.`}
              </span>
            </label>
            <label>
              <input type="checkbox" name="analytics" checked={choice.analytics} onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })} />
              <span>
                <strong>{t`Analytics`}</strong> {t`Helps us see how the site is used, so we can improve it.`}
              </span>
            </label>
            <label>
              <input type="checkbox" name="marketing" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })} />
              <span>
                <strong>{t`Marketing`}</strong> {t`Lets us measure our advertising and show you relevant offers.`}
              </span>
            </label>
          </fieldset>
        )}
        <div className="consent-actions">
          <button type="button" className="button" data-consent="accept" onClick={() => save({ analytics: true, marketing: true })}>
            {t`Accept all`}
          </button>
          <button type="button" className="button" data-consent="reject" onClick={() => save({ analytics: false, marketing: false })}>
            {t`Reject all`}
          </button>
          {settings ? (
            <button type="button" className="button secondary" data-consent="save" onClick={() => save(choice)}>
              {t`Save my choice`}
            </button>
          ) : (
            <button type="button" className="button secondary" data-consent="settings" onClick={() => setSettings(true)}>
              {t`Settings`}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
