// The PDF manuals: every model in every language renders a PDF naming the model; the route answers with PDF
// headers, an ETag that revalidates to 304, and 404 for unknown models, languages or file names.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIKE_MODELS } from '../../common/bike-models';
import { MANUAL_LANGS, manualPath, parseManualFile } from '../../common/manuals/manuals';
import { renderManualPdf } from './manual-pdf';
import { serveManual } from './manuals.router';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.get('/manuals/:file', serveManual);
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('manual PDFs', () => {
  it.each(BIKE_MODELS.map((model) => model.slug))('%s renders in every language, titled with the model name', async (slug) => {
    const model = BIKE_MODELS.find((m) => m.slug === slug)!;
    for (const lang of MANUAL_LANGS) {
      const pdf = await renderManualPdf(model, lang);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain(`(${model.name} - `);
      expect(pdf.toString('latin1')).toMatch(/%%EOF\s*$/);
      expect(pdf.length).toBeGreaterThan(5_000);
    }
  });

  it('gives the same bytes for the same content (a stable ETag on every server)', async () => {
    const model = BIKE_MODELS[0]!;
    expect((await renderManualPdf(model, 'de')).equals(await renderManualPdf(model, 'de'))).toBe(true);
  });
});

describe('GET /manuals/<model>-<lang>.pdf', () => {
  it('answers the PDF with its headers, and 304 when the ETag matches', async () => {
    const res = await fetch(`${base}${manualPath({ slug: 'folt-200-s' }, 'nl')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="folt-200-s-handleiding-nl.pdf"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain('FOLT 200-S');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${base}/manuals/folt-200-s-nl.pdf`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${base}/manuals/classic-en.pdf`)).headers.get('content-disposition')).toContain('folt-classic-manual-en.pdf');
  });

  it('answers 404 for an unknown model, language or file name', async () => {
    for (const file of ['unknown-en.pdf', 'classic-fr.pdf', 'classic.pdf', 'classic-en.txt', 'CLASSIC-en.pdf', '..%2Fclassic-en.pdf']) {
      const res = await fetch(`${base}/manuals/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('pdf');
    }
  });

  it('parses only well-formed file names', () => {
    expect(parseManualFile('folt-200-s-de.pdf')?.model.slug).toBe('folt-200-s');
    expect(parseManualFile('piccolo-nl.pdf')?.lang).toBe('nl');
    expect(parseManualFile('piccolo-nl.pdf.pdf')).toBeNull();
    expect(parseManualFile('-nl.pdf')).toBeNull();
  });
});
