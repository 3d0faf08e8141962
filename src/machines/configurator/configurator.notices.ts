// What the configurator tells the shopper about changes it made on its own: stable codes with the facts the view
// needs to phrase them. The English texts below are source strings for the view's message catalogue; the view
// translates them (the machine never shows text itself).

export type ConfiguratorNotice =
  /** Choices of a link (or of a configuration kept across a reload) that the catalogue no longer offers. */
  | { code: 'choices-dropped'; tokens: string[] }
  /** A part was added because a chosen part needs it (ruleId says which rule, causeSku which part). */
  | { code: 'part-added'; ruleId: string; sku: string; causeSku: string }
  /** A part was removed: it conflicts with a chosen part, or the part it needs was removed. */
  | { code: 'part-removed'; ruleId: string; sku: string; causeSku: string };

export type NoticeCode = ConfiguratorNotice['code'];

/**
 * English source strings per notice code, translated by the view. {part} is the store-view name of `sku`, {cause}
 * the name of `causeSku`; the rule's own explanation (configurator.rules.ts `reason`) may follow.
 */
export const NOTICE_SOURCE_TEXTS: Readonly<Record<NoticeCode, string>> = {
  'choices-dropped': 'Some choices in this link are no longer available and were left out',
  'part-added': '{part} was added because {cause} needs it',
  'part-removed': '{part} was removed because of {cause}',
};
