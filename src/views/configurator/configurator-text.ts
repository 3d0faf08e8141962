// The configurator's runtime texts in the page's language: the machine's notices (by code) with the rules' reasons
// (by rule id), the picture's text summary and the loading errors. The English sources mirror
// configurator.notices.ts and configurator.rules.ts; a test keeps them equal.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { SOLD_OUT } from '../../machines/configurator/configurator.selectors';
import { msg } from '@lingui/core/macro';
import type { ConfiguratorNotice } from '../../machines/configurator/configurator.notices';
import type { RuleId } from '../../machines/configurator/configurator.rules';
import type { Lang } from '../../locales/paths';

export const RULE_REASONS: Readonly<Record<RuleId, MessageDescriptor>> = {
  'pannier-needs-rear-rack': msg`A pannier bag hangs on a rear rack.`,
  'no-front-rack-on-piccolo': msg`The front hub motor of the Piccolo leaves no mounting points for a front rack.`,
  'carry-bag-too-small-for-maxx': msg`The folded Maxx with its 3-inch tyres does not fit in the carry bag.`,
  'large-battery-excludes-frame-bag': msg`The 600 Wh battery fills the frame space the frame bag needs.`,
};

/** A rule's explanation, translated; a rule the view does not know yet has none (the notice still makes sense). */
export function ruleReason(i18n: I18n, ruleId: string | null): string | null {
  // Not a rule: the part is out of stock in Magento (configurator.selectors.ts SOLD_OUT).
  if (ruleId === SOLD_OUT) return i18n._(msg`Sold out: choose another one.`);
  const descriptor = ruleId ? (RULE_REASONS as Record<string, MessageDescriptor>)[ruleId] : undefined;
  return descriptor ? i18n._(descriptor) : null;
}

/** The notice's sentence; `nameOf` gives a part's name in this store view (its SKU when unknown). */
export function noticeText(i18n: I18n, notice: ConfiguratorNotice, nameOf: (sku: string) => string): string {
  switch (notice.code) {
    case 'choices-dropped':
      return i18n._(msg`Some choices in this link are no longer available and were left out`);
    case 'part-added': {
      const part = nameOf(notice.sku);
      const cause = nameOf(notice.causeSku);
      return i18n._(msg`${part} was added because ${cause} needs it`);
    }
    case 'part-removed': {
      const part = nameOf(notice.sku);
      const cause = nameOf(notice.causeSku);
      return i18n._(msg`${part} was removed because of ${cause}`);
    }
  }
}

/** The rule behind a notice, for the sentence after it (a dropped choice has none). */
export function noticeReason(i18n: I18n, notice: ConfiguratorNotice): string | null {
  return notice.code === 'choices-dropped' ? null : ruleReason(i18n, notice.ruleId);
}

const listLocales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

const listFormats = new Map<Lang, Intl.ListFormat>();

/** 'a, b and c' in the page's language (one formatter per language: building one costs more than a choice's render). */
export function joinList(items: readonly string[], lang: Lang): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(listLocales[lang], { style: 'long', type: 'conjunction' });
    listFormats.set(lang, format);
  }
  return format.format(items);
}

export interface PictureFacts {
  modelName: string;
  colourName: string | null;
  batteryWh: number | null;
  /** Names of the visible parts on the bike (racks, bags, saddle …). */
  parts: readonly string[];
}

/** What the picture shows, in words, beside it for screen readers and as its accessible name. */
export function pictureSummary(i18n: I18n, lang: Lang, facts: PictureFacts): string {
  const { modelName, colourName, batteryWh } = facts;
  const sentences = [colourName ? i18n._(msg`${modelName} in ${colourName}.`) : `${modelName}.`];
  if (batteryWh !== null) sentences.push(i18n._(msg`Battery of ${batteryWh} Wh.`));
  const parts = joinList(facts.parts, lang);
  sentences.push(facts.parts.length > 0 ? i18n._(msg`Fitted with ${parts}.`) : i18n._(msg`No accessories fitted.`));
  return sentences.join(' ');
}
