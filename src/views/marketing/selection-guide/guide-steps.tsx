// The selection guide's question and result screens as plain components, drawn by the live guide (guide-live.tsx)
// from its actor; they come with it, after the first render, together with the scoring data and the bike facts.
import { forwardRef, type Ref } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../locales/paths';
import type { AnswerOf, QuestionId, Recommendation } from '../../../machines/selection-guide/selection-guide.scoring';
import { GUIDE_QUESTIONS } from '../../../machines/selection-guide/selection-guide.scoring';
import { BikeImage } from '../../marketing-kit/bike-image';
import { ModelActions } from '../../marketing-kit/model-actions';
import { PriceFrom } from '../../marketing-kit/price-from';
import { useBikeFacts } from '../../shared/bike-facts';
import { PageLink } from '../../shared/page-link';
import { ANSWER_TEXT, QUESTION_TEXT, reasonText } from './guide-text';

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
      <h2 ref={ref} tabIndex={-1} id="guide-question">
        {i18n._(text.title)}
      </h2>
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
  const facts = useBikeFacts();
  const name = best.name;
  const runnerUpName = runnerUp?.name ?? '';
  return (
    <div className="mk-quiz">
      <p className="mk-quiz-progress">{t`Our recommendation`}</p>
      <div className="mk-recommendation">
        <BikeImage model={best} alt="" />
        <div>
          <h2 ref={ref} tabIndex={-1}>
            {name}
          </h2>
          <p className="mk-tagline">{best.tagline[lang]}</p>
          <h3>{t`Why the ${name} suits you`}</h3>
          <ul className="mk-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reasonText(i18n, reason, best, lang, facts)}</li>
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
