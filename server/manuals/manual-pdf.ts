// Renders a manual (common/manuals) as an A4 PDF with pdfkit: a cover band, sections with paragraphs, bullet and
// numbered lists, two-column tables and notes, and a footer with page numbers. Standard fonts only (Helvetica in
// WinAnsi covers Dutch and German), and a fixed creation date, so the same content gives the same bytes.
import PDFDocument from 'pdfkit';
import type { BikeModel, Lang } from '../../common/bike-models';
import { MANUAL_EDITION } from '../../common/manuals/manual-facts';
import { manualDocument } from '../../common/manuals/manuals';
import type { ManualBlock, ManualDocument } from '../../common/manuals/manual.types';

const BRAND = '#0f3d3e';
const ACCENT = '#f2a541';
const INK = '#14211f';
const MUTED = '#4d5c5a';
const SOFT = '#f3f6f5';
const MARGIN = 56;
const BODY = 10.5;
const LOCALES: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
/** The manuals' edition date: a fixed creation date keeps the PDF (and its ETag) the same on every server. */
const EDITION_DATE = new Date('2025-10-01T00:00:00Z');

type Doc = InstanceType<typeof PDFDocument>;

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when less than `height` is left, so a heading or a table row is never cut off. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function cover(doc: Doc, manual: ManualDocument, model: BikeModel): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 150).fill(BRAND);
  doc.rect(0, 150, width, 6).fill(ACCENT);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(30).text('FOLT', MARGIN, 52, { characterSpacing: 6 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#d6e4e2')
    .text(manual.edition, MARGIN, 100, { width: width - 2 * MARGIN });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(manual.title, MARGIN, 190, { width: width - 2 * MARGIN });
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor(MUTED).text(manual.subtitle);
  doc.moveDown(0.2).fontSize(11).text(model.highlights[manual.lang].join('  ·  '));
  doc.moveDown(1.5);
}

function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 60);
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(BRAND)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.35).fillColor(INK).font('Helvetica').fontSize(BODY);
}

function table(doc: Doc, block: Extract<ManualBlock, { kind: 'table' }>): void {
  const width = contentWidth(doc);
  const left = Math.round(width * 0.36);
  const gap = 12;
  const rows = block.head ? [block.head, ...block.rows] : block.rows;
  rows.forEach((row, index) => {
    const isHead = block.head !== undefined && index === 0;
    doc.font('Helvetica-Bold').fontSize(BODY);
    const leftHeight = doc.heightOfString(row[0], { width: left });
    doc.font(isHead ? 'Helvetica-Bold' : 'Helvetica');
    const rightHeight = doc.heightOfString(row[1], { width: width - left - gap });
    const height = Math.max(leftHeight, rightHeight) + 8;
    ensureSpace(doc, height);
    const y = doc.y;
    if (isHead) doc.rect(MARGIN, y, width, height).fill(SOFT);
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(row[0], MARGIN + 4, y + 4, { width: left - 4 });
    doc.font(isHead ? 'Helvetica-Bold' : 'Helvetica').text(row[1], MARGIN + left + gap, y + 4, { width: width - left - gap - 4 });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#d9e1df')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  });
  doc.moveDown(0.5);
}

function note(doc: Doc, text: string): void {
  const width = contentWidth(doc);
  doc.font('Helvetica-Oblique').fontSize(BODY);
  const height = doc.heightOfString(text, { width: width - 24 }) + 16;
  ensureSpace(doc, height);
  const y = doc.y;
  doc.rect(MARGIN, y, 4, height).fill(ACCENT);
  doc.rect(MARGIN + 4, y, width - 4, height).fill(SOFT);
  doc.fillColor(INK).text(text, MARGIN + 16, y + 8, { width: width - 24 });
  doc.x = MARGIN;
  doc.y = y + height;
  doc.moveDown(0.5).font('Helvetica');
}

function block(doc: Doc, item: ManualBlock): void {
  const width = contentWidth(doc);
  doc.fillColor(INK).font('Helvetica').fontSize(BODY);
  switch (item.kind) {
    case 'paragraph':
      ensureSpace(doc, 30);
      doc.text(item.text, MARGIN, doc.y, { width, lineGap: 2, align: 'left' }).moveDown(0.6);
      break;
    case 'bullets':
    case 'steps':
      ensureSpace(doc, 30);
      doc.list([...item.items], MARGIN, doc.y, {
        width,
        lineGap: 2,
        paragraphGap: 4,
        listType: item.kind === 'steps' ? 'numbered' : 'bullet',
        bulletRadius: 2,
        textIndent: 16,
        bulletIndent: 4,
      } as PDFKit.Mixins.TextOptions);
      doc.x = MARGIN;
      doc.moveDown(0.6);
      break;
    case 'table':
      table(doc, item);
      break;
    case 'note':
      note(doc, item.text);
      break;
  }
}

function footers(doc: Doc, manual: ManualDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${manual.footer} ${index + 1}/${range.count}`, MARGIN, doc.page.height - 36, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** The manual of a model in a language as PDF bytes. */
export function renderManualPdf(model: BikeModel, lang: Lang): Promise<Buffer> {
  const manual = manualDocument(model, lang);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: LOCALES[lang],
    displayTitle: true,
    info: {
      Title: manual.title,
      Author: 'FOLT B.V.',
      Subject: manual.subtitle,
      Keywords: `FOLT, ${model.name}, ${MANUAL_EDITION}`,
      CreationDate: EDITION_DATE,
      ModDate: EDITION_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  cover(doc, manual, model);
  for (const section of manual.sections) {
    heading(doc, section.heading);
    for (const item of section.blocks) block(doc, item);
  }
  footers(doc, manual);
  doc.end();
  return done;
}
