// The configurator's runtime texts: every rule and notice code has a translatable text whose English source is
// the one the machine layer documents, and the notices and the picture summary read as sentences.
import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { NOTICE_SOURCE_TEXTS, type ConfiguratorNotice } from '../../machines/configurator/configurator.notices';
import { COMPATIBILITY_RULES } from '../../machines/configurator/configurator.rules';
import { joinList, noticeReason, noticeText, pictureSummary, RULE_REASONS, ruleReason } from './configurator-text';

function english() {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return i18n;
}

const names: Record<string, string> = {
  'FOLT-RACK-REAR': 'Rear rack',
  'FOLT-BAG-PANNIER': 'Pannier bag',
  'FOLT-BAG-FRAME': 'Frame bag',
  'FOLT-BAT-600': 'Battery 600 Wh',
};
const nameOf = (sku: string) => names[sku] ?? sku;

describe('configurator texts', () => {
  test("every rule's reason is translatable, with the rule's own English text as source", () => {
    for (const rule of COMPATIBILITY_RULES) expect(RULE_REASONS[rule.id].message).toBe(rule.reason);
    expect(ruleReason(english(), 'pannier-needs-rear-rack')).toBe('A pannier bag hangs on a rear rack.');
    expect(ruleReason(english(), 'a-rule-of-tomorrow')).toBeNull();
  });

  test('notices read as the machine layer documents them, with the rule as reason', () => {
    const i18n = english();
    const dropped: ConfiguratorNotice = { code: 'choices-dropped', tokens: ['42-1'] };
    const added = { code: 'part-added', ruleId: 'pannier-needs-rear-rack', sku: 'FOLT-RACK-REAR', causeSku: 'FOLT-BAG-PANNIER' } as const;
    const removed = { code: 'part-removed', ruleId: 'large-battery-excludes-frame-bag', sku: 'FOLT-BAG-FRAME', causeSku: 'FOLT-BAT-600' } as const;
    expect(noticeText(i18n, dropped, nameOf)).toBe(NOTICE_SOURCE_TEXTS['choices-dropped']);
    expect(noticeText(i18n, added, nameOf)).toBe('Rear rack was added because Pannier bag needs it');
    expect(noticeText(i18n, removed, nameOf)).toBe('Frame bag was removed because of Battery 600 Wh');
    expect(noticeReason(i18n, dropped)).toBeNull();
    expect(noticeReason(i18n, removed)).toBe('The 600 Wh battery fills the frame space the frame bag needs.');
  });

  test('the picture summary names colour, battery and fitted parts', () => {
    const i18n = english();
    expect(pictureSummary(i18n, 'en', { modelName: 'FOLT Elite', colourName: 'Ocean blue', batteryWh: 504, parts: ['Rear rack', 'Pannier bag'] })).toBe(
      'FOLT Elite in Ocean blue. Battery of 504 Wh. Fitted with Rear rack and Pannier bag.',
    );
    expect(pictureSummary(i18n, 'en', { modelName: 'FOLT Piccolo', colourName: null, batteryWh: null, parts: [] })).toBe(
      'FOLT Piccolo. No accessories fitted.',
    );
  });

  test('lists join in the page language', () => {
    expect(joinList(['A', 'B', 'C'], 'nl')).toBe('A, B en C');
    expect(joinList(['A', 'B'], 'de')).toBe('A und B');
  });
});
