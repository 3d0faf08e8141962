// A static Dutch error page for when rendering itself fails (spec §2 texts; no stack, no details).
export function renderFallbackErrorPage(status: 404 | 500): string {
  const heading = status === 404 ? 'Pagina niet gevonden' : 'Oeps, er ging iets mis';
  const text = status === 404 ? 'Excuses, we konden deze pagina niet vinden.' : 'De pagina kon niet worden geladen. Probeer het later opnieuw.';
  const code = status === 404 ? '404' : 'Error';
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} | FOLT</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:3rem 1rem;text-align:center;color:#14211f}p.code{font-size:4rem;font-weight:800;color:#f2a541;margin:0}h1{color:#0f3d3e}a{display:inline-block;background:#0f3d3e;color:#fff;padding:.7rem 1.2rem;border-radius:999px;text-decoration:none;font-weight:600}</style></head><body><main><p class="code">${code}</p><h1>${heading}</h1><p>${text}</p><a href="/">Terug naar de voorpagina</a></main></body></html>`;
}
