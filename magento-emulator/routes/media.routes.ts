// Media: the product illustrations under /media/catalog/product/… (drawn on request from the seed facts) and iDEAL issuer logos.
import { Router } from 'express';
import { findBikeModel } from '../../common/bike-models';
import { buildCatalog, type ArtIndex } from '../seed/seed.catalog';
import { bikeFoldedSvg, bikeSideSvg, issuerSvg, partSvg } from '../seed/seed.images';

export function mediaRoutes(): Router {
  const router = Router();
  const art: ArtIndex = buildCatalog(0).art;
  const cache = new Map<string, string>();

  router.get('/media/catalog/product/{*path}', (req, res) => {
    const file = `/${([] as string[]).concat((req.params as { path?: string | string[] }).path ?? []).join('/')}`.replace(/^\/cache\/[^/]+/, '');
    const entry = art.get(file);
    if (!entry) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    let svg = cache.get(file);
    if (!svg) {
      const model = entry.model ? findBikeModel(entry.model) : undefined;
      svg =
        entry.kind === 'bike-side' && model
          ? bikeSideSvg(model, entry.colour ?? '#22262b')
          : entry.kind === 'bike-folded' && model
            ? bikeFoldedSvg(model, entry.colour ?? '#22262b')
            : partSvg(entry.icon ?? 'bag', entry.accent ?? '#2f6f4f', entry.title, entry.label ?? '');
      cache.set(file, svg);
    }
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });

  router.get('/media/mollie/issuers/:file', (req, res) => {
    const id = String(req.params.file).replace(/\.svg$/, '');
    if (!/^[A-Z0-9]{6,11}$/.test(id)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(issuerSvg(id));
  });

  return router;
}
