// The configured bike's total incl. VAT, written into the page by a subscription to the machine rather than by a
// React render: a choice shows its price in the frame of the click on a slow phone (issue 6), whatever React still
// has to render for it (that runs after the frame). React renders the element with the value of the moment and
// sets its text only when that value changes, so the two never disagree about what the element shows.
import { useLayoutEffect, useRef } from 'react';
import { selectTotalCents } from '../../machines/configurator/configurator.selectors';
import type { Lang } from '../../locales/paths';
import { formatCents } from './configurator-format';
import type { ConfiguratorActor } from './configurator-types';

const priceText = (cents: number | null, lang: Lang) => (cents === null ? '' : formatCents(cents, lang));

export function LivePrice({ actor, lang, className, testId }: { actor: ConfiguratorActor; lang: Lang; className?: string; testId?: string }) {
  const element = useRef<HTMLSpanElement>(null);
  const text = priceText(selectTotalCents(actor.getSnapshot()), lang);
  useLayoutEffect(() => {
    const write = () => {
      const next = priceText(selectTotalCents(actor.getSnapshot()), lang);
      if (element.current && element.current.textContent !== next) element.current.textContent = next;
    };
    // A change between this render and the subscription.
    write();
    const subscription = actor.subscribe(write);
    return () => subscription.unsubscribe();
  }, [actor, lang]);
  return (
    <span ref={element} className={className} data-testid={testId}>
      {text}
    </span>
  );
}
