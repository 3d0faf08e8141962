// The FOLT word mark with a folded-wheel glyph.
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="9" cy="21" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="23" cy="21" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M9 21 L16 9 L23 21 M16 9 h5" fill="none" stroke="#f2a541" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo-text">FOLT</span>
    </span>
  );
}
