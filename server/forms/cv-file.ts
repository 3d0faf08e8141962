// Recognises an uploaded CV by its content, not by its name or the browser's Content-Type: a PDF starts with
// "%PDF-", a DOCX is a ZIP whose directory lists word/document.xml. Anything else (an .exe renamed .pdf, a macro
// document) is refused. Also gives the file a safe name for storage and download.

export type CvType = 'pdf' | 'docx';

export const CV_CONTENT_TYPES: Readonly<Record<CvType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** The end-of-directory record is 22 bytes plus a comment of at most 65,535 bytes. */
const ZIP_EOCD_MIN = 22;
const ZIP_EOCD_SEARCH = ZIP_EOCD_MIN + 0xffff;
/** Fixed part of a central directory entry, before its file name. */
const ZIP_CENTRAL_FIXED = 46;

/** The names of the entries in a ZIP's central directory, or null when the bytes are not a readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < ZIP_EOCD_MIN || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  const searchFrom = Math.max(0, bytes.length - ZIP_EOCD_SEARCH);
  let eocd = -1;
  for (let i = bytes.length - ZIP_EOCD_MIN; i >= searchFrom; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > eocd) return null;
  const names: string[] = [];
  let at = directoryOffset;
  for (let n = 0; n < entries; n++) {
    if (at + ZIP_CENTRAL_FIXED > eocd || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameStart = at + ZIP_CENTRAL_FIXED;
    if (nameStart + nameLength > eocd) return null;
    names.push(bytes.toString('utf8', nameStart, nameStart + nameLength));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** 'pdf', 'docx' or null (not a CV we accept). A Word file with macros (vbaProject.bin) is refused as well. */
export function detectCvType(bytes: Buffer): CvType | null {
  if (bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const has = (name: string) => names.some((entry) => entry.toLowerCase() === name);
  if (has('word/document.xml') && has('[content_types].xml') && !has('word/vbaproject.bin')) return 'docx';
  return null;
}

const MAX_NAME_LENGTH = 120;

/**
 * The visitor's file name without folders, control or quote characters, at most 120 characters, and with the
 * extension of what the content really is ("cv.docx" that is really a PDF becomes "cv.pdf").
 */
export function safeCvFileName(original: string, type: CvType): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, '')
    .replace(/\.(pdf|docx)$/i, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH - 5);
  return `${base || 'cv'}.${type}`;
}
