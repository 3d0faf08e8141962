// The selection guide's intro screen: what the server renders and what the page shows until the live guide
// (guide-live.tsx) arrives, so the first render carries neither xstate nor the bike facts.
import { forwardRef, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';

interface IntroProps {
  onStart: () => void;
  /** The pointer or focus reached the button: a good moment to fetch the live guide. */
  onIntent?: () => void;
  busy?: boolean;
  failed?: boolean;
}

export const GuideIntro = forwardRef(function GuideIntro({ onStart, onIntent, busy, failed }: IntroProps, ref: Ref<HTMLHeadingElement>) {
  const { t } = useLingui();
  return (
    <div className="mk-quiz">
      <h2 ref={ref} tabIndex={-1}>{t`Five questions, one recommendation`}</h2>
      <p>{t`It takes about a minute. We ask where the bike has to fit, how far and where you ride, and what matters most to you. Your answers stay in your browser.`}</p>
      <div className="mk-actions">
        <button type="button" className="button" onClick={onStart} onPointerEnter={onIntent} onFocus={onIntent} aria-busy={busy || undefined}>
          {t`Start the guide`}
        </button>
      </div>
      {failed && <p role="alert">{t`The guide could not be loaded. Check your connection and try again.`}</p>}
    </div>
  );
});
