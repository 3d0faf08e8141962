// The model's options as form controls: one fieldset per option (radio cards, colour swatches, checkboxes), a
// select for Magento's drop-down options, a quantity stepper where the chosen part allows one, the price each
// choice adds, required markers and the rule that makes a part unavailable. Reads selectors, sends events.
// Each option subscribes to its own view (shared: unchanged options keep their object), so a choice re-renders the
// options it changed and, in them, the parts whose state changed.
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import { MAX_OPTION_QTY } from '../../machines/configurator/configurator.facts';
import {
  selectCanSetQuantity,
  selectOption,
  selectSharedOptions,
  type OptionView,
  type SelectionView,
} from '../../machines/configurator/configurator.selectors';
import type { Lang } from '../../locales/paths';
import { formatCents, formatPriceDelta, optionControl, partLabel, partSwatch } from './configurator-format';
import { ruleReason } from './configurator-text';
import type { ConfiguratorActor } from './configurator-types';

interface OptionProps {
  actor: ConfiguratorActor;
  option: OptionView;
  lang: Lang;
}

/** The same options in the same order (what the list itself shows). */
const sameOptionIds = (a: readonly OptionView[], b: readonly OptionView[]) => a.length === b.length && a.every((option, index) => option.id === b[index]!.id);

export function ConfiguratorOptions({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t } = useLingui();
  const options = useSelector(actor, selectSharedOptions, { compare: sameOptionIds });
  return (
    <form className="cfg-options" aria-label={t`Options`} onSubmit={(event) => event.preventDefault()}>
      <p className="cfg-required-note">
        <span aria-hidden="true">* </span>
        {t`Required`}
      </p>
      {options.map((option) => (
        <LiveOption key={option.id} actor={actor} optionId={option.id} lang={lang} />
      ))}
      <div className="cfg-reset">
        <button type="button" className="cfg-button-secondary" onClick={() => actor.send({ type: 'configuration.reset' })}>
          {t`Reset to the standard configuration`}
        </button>
      </div>
    </form>
  );
}

/** One option, re-rendered when its own view changes. */
const LiveOption = memo(function LiveOption({ actor, optionId, lang }: { actor: ConfiguratorActor; optionId: number; lang: Lang }) {
  const option = useSelector(actor, selectOption(optionId));
  return option ? <OptionControl actor={actor} option={option} lang={lang} /> : null;
});

function OptionControl(props: OptionProps) {
  switch (optionControl(props.option)) {
    case 'fixed':
      return <FixedOption {...props} />;
    case 'select':
      return <SelectOption {...props} />;
    case 'checkbox':
      return <ChoiceFieldset {...props} multiple />;
    case 'swatch':
      return <ChoiceFieldset {...props} swatches />;
    case 'radio':
      return <ChoiceFieldset {...props} />;
  }
}

function RequiredMark({ required }: { required: boolean }) {
  const { t } = useLingui();
  if (!required) return null;
  return (
    <span className="cfg-required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t`required`})</span>
    </span>
  );
}

/** A required option with one part: part of every bike, shown so the summary adds up. */
function FixedOption({ option, lang }: OptionProps) {
  const { t } = useLingui();
  const part = option.selections[0]!;
  const delta = formatPriceDelta(part.unitPriceCents, lang);
  return (
    <div className="cfg-option cfg-option-fixed">
      <span className="cfg-option-title">{option.title}</span>
      <span className="cfg-choice-price">{delta ?? t`Included`}</span>
    </div>
  );
}

function MissingNote({ option }: { option: OptionView }) {
  const { t } = useLingui();
  if (!option.isMissing) return null;
  return (
    <p className="cfg-missing" id={`cfg-missing-${option.id}`}>
      {t`Please make a choice.`}
    </p>
  );
}

function ChoiceFieldset({ actor, option, lang, multiple = false, swatches = false }: OptionProps & { multiple?: boolean; swatches?: boolean }) {
  const { t } = useLingui();
  const name = `cfg-option-${option.id}`;
  const noneChosen = option.selections.every((part) => !part.isChosen);
  return (
    <fieldset
      className={`cfg-option${swatches ? ' cfg-option-swatches' : ''}${option.isMissing ? ' is-missing' : ''}`}
      aria-describedby={option.isMissing ? `cfg-missing-${option.id}` : undefined}
    >
      <legend className="cfg-option-title">
        {option.title}
        <RequiredMark required={option.required} />
      </legend>
      <MissingNote option={option} />
      <div className="cfg-choices">
        {!multiple && !option.required ? (
          <label className={`cfg-choice${noneChosen ? ' is-chosen' : ''}`}>
            <input type="radio" name={name} checked={noneChosen} onChange={() => actor.send({ type: 'option.clear', optionId: option.id })} />
            <span className="cfg-choice-name">{t`None`}</span>
          </label>
        ) : null}
        {option.selections.map((part) => (
          <Choice key={part.id} actor={actor} option={option} part={part} lang={lang} name={name} multiple={multiple} />
        ))}
      </div>
      {option.qty !== null ? <QuantityStepper actor={actor} option={option} /> : null}
    </fieldset>
  );
}

interface ChoiceProps {
  actor: ConfiguratorActor;
  option: OptionView;
  part: SelectionView;
  lang: Lang;
  name: string;
  multiple: boolean;
}

/** Every choice rebuilds the option views; a part whose own facts did not change keeps its rendering. */
function isSameChoice(before: ChoiceProps, after: ChoiceProps): boolean {
  const a = before.part;
  const b = after.part;
  return (
    before.actor === after.actor &&
    before.lang === after.lang &&
    before.name === after.name &&
    before.multiple === after.multiple &&
    before.option.id === after.option.id &&
    a.id === b.id &&
    a.sku === b.sku &&
    a.name === b.name &&
    a.isChosen === b.isChosen &&
    a.unavailableReason === b.unavailableReason &&
    a.unitPriceCents === b.unitPriceCents &&
    a.separatePriceCents === b.separatePriceCents
  );
}

const Choice = memo(ChoiceImpl, isSameChoice);

function ChoiceImpl({ actor, option, part, lang, name, multiple }: ChoiceProps) {
  const { t, i18n } = useLingui();
  const reason = part.unavailableReason ? (ruleReason(i18n, part.unavailableReason) ?? t`Not available with your current choices.`) : null;
  const reasonId = `cfg-reason-${option.id}-${part.id}`;
  const delta = formatPriceDelta(part.unitPriceCents, lang);
  const separate = part.separatePriceCents === null ? null : formatCents(part.separatePriceCents, lang);
  const swatch = partSwatch(part);
  const send = () =>
    actor.send(
      multiple ? { type: 'option.toggle', optionId: option.id, selectionId: part.id } : { type: 'option.select', optionId: option.id, selectionId: part.id },
    );
  return (
    <label className={`cfg-choice${swatch ? ' has-swatch' : ''}${part.isChosen ? ' is-chosen' : ''}${reason ? ' is-unavailable' : ''}`} data-sku={part.sku}>
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={name}
        value={part.id}
        checked={part.isChosen}
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onChange={send}
      />
      {swatch ? <span className="cfg-swatch" style={{ background: swatch }} aria-hidden="true" /> : null}
      <span className="cfg-choice-name">{partLabel(part, lang)}</span>
      <span className="cfg-choice-price">
        {delta ?? t`included`}
        {separate ? <span className="cfg-choice-separate">{t`separately ${separate}`}</span> : null}
      </span>
      {reason ? (
        <span className="cfg-choice-reason" id={reasonId}>
          {reason}
        </span>
      ) : null}
    </label>
  );
}

function SelectOption({ actor, option, lang }: OptionProps) {
  const { t, i18n } = useLingui();
  const id = `cfg-option-${option.id}`;
  const chosen = option.selections.find((part) => part.isChosen);
  const describedBy = option.isMissing ? `cfg-missing-${option.id}` : undefined;
  return (
    <div className={`cfg-option${option.isMissing ? ' is-missing' : ''}`}>
      <label className="cfg-option-title" htmlFor={id}>
        {option.title}
        <RequiredMark required={option.required} />
      </label>
      <MissingNote option={option} />
      <select
        id={id}
        className="cfg-select"
        value={chosen ? String(chosen.id) : ''}
        aria-describedby={describedBy}
        onChange={(event) => {
          const value = event.target.value;
          actor.send(value === '' ? { type: 'option.clear', optionId: option.id } : { type: 'option.select', optionId: option.id, selectionId: Number(value) });
        }}
      >
        {!option.required || !chosen ? (
          <option value="" disabled={option.required}>
            {option.required ? t`Choose…` : t`None`}
          </option>
        ) : null}
        {option.selections.map((part) => {
          const delta = formatPriceDelta(part.unitPriceCents, lang);
          const reason = part.unavailableReason ? ruleReason(i18n, part.unavailableReason) : null;
          const separate = part.separatePriceCents === null ? null : formatCents(part.separatePriceCents, lang);
          const price = delta && separate ? `(${delta}, ${t`separately ${separate}`})` : delta ? `(${delta})` : null;
          const label = [partLabel(part, lang), price, reason ? `– ${reason}` : null].filter(Boolean).join(' ');
          return (
            <option key={part.id} value={String(part.id)} disabled={part.unavailableReason !== null}>
              {label}
            </option>
          );
        })}
      </select>
      {option.qty !== null ? <QuantityStepper actor={actor} option={option} /> : null}
    </div>
  );
}

/** Quantity of the chosen part (spare tubes and the like); the machine says which quantities it takes. */
function QuantityStepper({ actor, option }: { actor: ConfiguratorActor; option: OptionView }) {
  const { t } = useLingui();
  const qty = option.qty ?? 1;
  const canLower = useSelector(actor, selectCanSetQuantity(option.id, qty - 1));
  const canRaise = useSelector(actor, selectCanSetQuantity(option.id, qty + 1));
  const id = `cfg-qty-${option.id}`;
  const title = option.title;
  const setQty = (next: number) => actor.send({ type: 'option.quantity', optionId: option.id, qty: next });
  return (
    <div className="cfg-qty">
      <label htmlFor={id}>{t`Quantity`}</label>
      <button type="button" className="cfg-qty-button" disabled={!canLower} onClick={() => setQty(qty - 1)} aria-label={t`Fewer: ${title}`}>
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_OPTION_QTY}
        value={qty}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isInteger(next)) setQty(next);
        }}
      />
      <button type="button" className="cfg-qty-button" disabled={!canRaise} onClick={() => setQty(qty + 1)} aria-label={t`More: ${title}`}>
        +
      </button>
    </div>
  );
}
