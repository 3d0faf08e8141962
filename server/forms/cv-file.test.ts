// Recognising a CV by content: PDF magic, DOCX by the ZIP directory (word/document.xml), refusing programs,
// macro documents, other ZIPs and broken or truncated archives; safe stored names.
import { describe, expect, it } from 'vitest';
import { detectCvType, safeCvFileName, zipEntryNames } from './cv-file';
import { CV_FILES, makeZip } from './forms-test.fixture';

describe('detectCvType', () => {
  it('knows a PDF by its first bytes and a DOCX by its directory', () => {
    expect(detectCvType(CV_FILES.pdf())).toBe('pdf');
    expect(detectCvType(CV_FILES.docx())).toBe('docx');
  });

  it('refuses everything else', () => {
    expect(detectCvType(CV_FILES.exe())).toBeNull();
    expect(detectCvType(CV_FILES.docm())).toBeNull();
    expect(detectCvType(CV_FILES.zip())).toBeNull();
    expect(detectCvType(Buffer.alloc(0))).toBeNull();
    expect(detectCvType(Buffer.from('%PDF-', 'latin1'))).toBeNull();
    expect(detectCvType(Buffer.from(' %PDF-1.4 with a space first', 'latin1'))).toBeNull();
    expect(detectCvType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    // A ZIP header with "word/document.xml" somewhere in the bytes but no directory listing it.
    expect(
      detectCvType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml [Content_Types].xml'), Buffer.alloc(40)])),
    ).toBeNull();
  });

  it('reads a ZIP with an archive comment and survives truncated or lying archives', () => {
    const docx = CV_FILES.docx();
    const withComment = Buffer.concat([docx.subarray(0, docx.length - 2), Buffer.from([5, 0]), Buffer.from('hello')]);
    expect(detectCvType(withComment)).toBe('docx');
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    for (let cut = 1; cut < 60; cut += 7) expect(detectCvType(docx.subarray(0, docx.length - cut))).toBeNull();
    const lying = Buffer.from(docx);
    lying.writeUInt16LE(500, lying.length - 12); // claims 500 entries
    expect(detectCvType(lying)).toBeNull();
    const offsetOut = Buffer.from(docx);
    offsetOut.writeUInt32LE(0xfffffff0, offsetOut.length - 6);
    expect(detectCvType(offsetOut)).toBeNull();
    // An empty archive has no local header at the start: not a document either.
    expect(zipEntryNames(makeZip([]))).toBeNull();
  });
});

describe('safeCvFileName', () => {
  it('keeps a readable name with the extension of the real type', () => {
    expect(safeCvFileName('CV Daan Visser.pdf', 'pdf')).toBe('CV Daan Visser.pdf');
    expect(safeCvFileName('cv.PDF', 'pdf')).toBe('cv.pdf');
    expect(safeCvFileName('cv.docx', 'pdf')).toBe('cv.pdf');
    expect(safeCvFileName('cv.exe', 'pdf')).toBe('cv.exe.pdf');
    expect(safeCvFileName('C:\\Users\\daan\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(safeCvFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeCvFileName('a"b<c>\r\nd;e.pdf', 'pdf')).toBe('abcde.pdf');
    expect(safeCvFileName('', 'docx')).toBe('cv.docx');
    expect(safeCvFileName('x'.repeat(500), 'docx')).toHaveLength(120);
  });
});
