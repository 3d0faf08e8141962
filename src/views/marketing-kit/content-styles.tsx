// The content pages' and forms' styles as one hoisted <style>: React 19 moves it into <head> (also when rendering on
// the server) and keeps one copy however many components render it, so the page is styled before any script runs.
// A route chunk's imported CSS would only arrive with its JavaScript (the server links the entry's CSS alone).
import css from './content.css?inline';

export function ContentStyles() {
  return (
    <style href="folt-content" precedence="default">
      {css}
    </style>
  );
}
