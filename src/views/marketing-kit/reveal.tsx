// Scroll animations of spec §9: an element fades in when a tenth of it is within 50 px of the viewport, after a
// random 0–399 ms. The server renders everything visible; only after hydration does an element below the fold get
// hidden, so content never depends on JavaScript, and nothing moves under prefers-reduced-motion.
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { viewportFacts } from '../../lib/browser';
import { REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD, revealDelayMs, shouldAnimate } from './reveal-timing';

/** Attaches the reveal behaviour to an element; returns the ref to put on it. */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const viewport = viewportFacts();
    const animate = shouldAnimate({
      reducedMotion: viewport.reducedMotion,
      hasIntersectionObserver: viewport.hasIntersectionObserver,
      top: element.getBoundingClientRect().top,
      viewportHeight: viewport.height,
    });
    if (!animate) return;
    // Classes, not React state: hiding must not re-render the section or touch its server-rendered markup.
    element.style.transitionDelay = `${revealDelayMs(Math.random())}ms`;
    element.classList.add('reveal-pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.classList.add('reveal-shown');
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.classList.remove('reveal-pending', 'reveal-shown');
      element.style.transitionDelay = '';
    };
  }, []);
  return ref;
}

interface RevealProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
}

/** A block (a section, a card, a list item) that is revealed on scroll. */
export function Reveal({ children, as: Tag = 'div', ...rest }: RevealProps) {
  const ref = useReveal<HTMLElement>();
  return (
    <Tag ref={ref} {...rest}>
      {children}
    </Tag>
  );
}
