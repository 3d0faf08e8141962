// GET /manuals/<model slug>-<lang>.pdf: a model's manual as PDF, rendered once per model and language and kept in
// memory (six models × three languages, a few dozen kB each), with an ETag so browsers and CDNs revalidate cheaply.
// Mounted lazily from app.ts, so pdfkit loads with the first manual asked for, not with the server.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { manualDocument, parseManualFile } from '../../common/manuals/manuals';
import { renderManualPdf } from './manual-pdf';

interface RenderedManual {
  body: Buffer;
  etag: string;
  fileName: string;
}

const cache = new Map<string, Promise<RenderedManual>>();

function rendered(file: string, render: () => Promise<Buffer>, fileName: string): Promise<RenderedManual> {
  let entry = cache.get(file);
  if (!entry) {
    entry = render().then((body) => ({ body, fileName, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }));
    // A failed render is not cached: the next request tries again.
    entry.catch(() => cache.delete(file));
    cache.set(file, entry);
  }
  return entry;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export async function serveManual(req: Request, res: Response): Promise<void> {
  const file = String(req.params.file ?? '');
  const wanted = parseManualFile(file);
  if (!wanted) {
    res.status(404).setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('Manual not found');
    return;
  }
  const { model, lang } = wanted;
  const manual = await rendered(file, () => renderManualPdf(model, lang), `${manualDocument(model, lang).fileStem}.pdf`);
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('ETag', manual.etag);
  if (etagMatches(req.headers['if-none-match'], manual.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${manual.fileName}"`);
  res.setHeader('Content-Length', String(manual.body.length));
  res.end(req.method === 'HEAD' ? undefined : manual.body);
}
