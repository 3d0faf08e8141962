// The selection guide's screens (intro, a question, the result) as plain components: the server renders the intro,
// and the live guide (guide-live.tsx, loaded on the first sign of interest) renders all three from its actor.
import { forwardRef, type Ref } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../locales/paths';
import type { AnswerOf, QuestionId, Recommendation } from '../../../machines/selection-guide/selection-guide.scoring';
import { GUIDE_QUESTIONS } from '../../../machines/selection-guide/selection-guide.scoring';
import { BikeImage } from '../../marketing-kit/bike-image';
import { ModelActions } from '../../marketing-kit/model-actions';
import { PriceFrom } from '../../marketing-kit/price-from';
import { PageLink } from '../../shared/page-link';
import { ANSWER_TEXT, QUESTION_TEXT, reasonText } from './guide-text';

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

interface QuestionProps {
  question: QuestionId;
  number: number;
  total: number;
  selected: string | undefined;
  onAnswer: (answer: string) => void;
  onBack: () => void;
}

export const GuideQuestion = forwardRef(function GuideQuestion(
  { question, number, total, selected, onAnswer, onBack }: QuestionProps,
  ref: Ref<HTMLHeadingElement>,
) {
  const { t, i18n } = useLingui();
  const text = QUESTION_TEXT[question];
  const answers = GUIDE_QUESTIONS[question] as readonly AnswerOf<typeof question>[];
  return (
    <div className="mk-quiz">
      <p className="mk-quiz-progress">{t`Question ${number} of ${total}`}</p>
      <h2 ref={ref} tabIndex={-1} id="guide-question">{i18n._(text.title)}</h2>
      {text.hint && <p className="mk-note">{i18n._(text.hint)}</p>}
      <ul className="mk-answers" aria-labelledby="guide-question">
        {answers.map((answer) => (
          <li key={answer}>
            <button type="button" className="mk-answer" aria-pressed={selected === answer} onClick={() => onAnswer(answer)}>
              {i18n._((ANSWER_TEXT[question] as Record<string, MessageDescriptor>)[answer]!)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="mk-linkbutton" onClick={onBack}>
        {t`Back`}
      </button>
    </div>
  );
});

interface ResultProps {
  recommendation: Recommendation;
  lang: Lang;
  onBack: () => void;
  onRestart: () => void;
}

export const GuideResult = forwardRef(function GuideResult({ recommendation, lang, onBack, onRestart }: ResultProps, ref: Ref<HTMLHeadingElement>) {
  const { t, i18n } = useLingui();
  const { best, runnerUp, reasons, excluded } = recommendation;
  const name = best.name;
  const runnerUpName = runnerUp?.name ?? '';
  return (
    <div className="mk-quiz">
      <p className="mk-quiz-progress">{t`Our recommendation`}</p>
      <div className="mk-recommendation">
        <BikeImage model={best} alt="" />
        <div>
          <h2 ref={ref} tabIndex={-1}>{name}</h2>
          <p className="mk-tagline">{best.tagline[lang]}</p>
          <h3>{t`Why the ${name} suits you`}</h3>
          <ul className="mk-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reasonText(i18n, reason, best, lang)}</li>
            ))}
          </ul>
          <PriceFrom model={best} lang={lang} className="mk-hero-price" />
        </div>
      </div>
      <ModelActions model={best} lang={lang} />
      <p>
        <PageLink page={best.slug} lang={lang} className="mk-more">
          {t`Everything about the ${name}`}
        </PageLink>
      </p>
      {runnerUp && (
        <p>
          <Trans>
            Also worth a look: the{' '}
            <PageLink page={runnerUp.slug} lang={lang}>
              {runnerUpName}
            </PageLink>
            .
          </Trans>
        </p>
      )}
      {excluded.length > 0 && <p className="mk-note">{t`We left out models that are not built for your weight.`}</p>}
      <div className="mk-actions">
        <button type="button" className="mk-linkbutton" onClick={onBack}>
          {t`Back`}
        </button>
        <button type="button" className="mk-linkbutton" onClick={onRestart}>
          {t`Start over`}
        </button>
      </div>
    </div>
  );
});
