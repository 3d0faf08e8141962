// Reads a multipart/form-data form (the job application) with busboy under hard limits: one file of at most
// `maxFileBytes`, a few short text fields. The file is kept in memory (≤ 5 MB) and refused the moment it grows
// past the limit, before the rest of the upload is read.
import type { Request } from 'express';
import busboy from 'busboy';
import type { FieldErrors } from '../../common/forms/form-errors';

export interface MultipartLimits {
  /** The one file part the form has (e.g. "cv"). */
  fileField: string;
  maxFileBytes: number;
  maxFields: number;
  /** Bytes per text field. */
  maxFieldBytes: number;
}

export interface UploadedFile {
  field: string;
  /** As the browser sent it; never trusted for the type. */
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields (null prototype: a field called "__proto__" is just a field). */
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Fields cut off at the size limit ('too_long'). */
  fieldErrors: FieldErrors;
}

export type MultipartRefusal = 'file_too_large' | 'too_many_parts' | 'malformed';

export class MultipartRefused extends Error {
  constructor(readonly reason: MultipartRefusal) {
    super(`multipart body refused: ${reason}`);
    this.name = 'MultipartRefused';
  }
}

/** Part headers (Content-Disposition, Content-Type) per part; a real browser sends two. */
const MAX_HEADER_PAIRS = 10;
const MAX_FIELD_NAME_BYTES = 64;
/** How long the parser may take to close after the last byte of the body arrived. */
const PARSER_GRACE_MS = 2_000;

export function readMultipartForm(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble "curriculum-é.pdf".
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.maxFileBytes,
          // Two, so that a second file reaches our handler and is refused as a malformed form (400), not as "too large".
          files: 2,
          fields: limits.maxFields,
          parts: limits.maxFields + 2,
          fieldSize: limits.maxFieldBytes,
          fieldNameSize: MAX_FIELD_NAME_BYTES,
          headerPairs: MAX_HEADER_PAIRS,
        },
      });
    } catch {
      reject(new MultipartRefused('malformed'));
      return;
    }

    const fields = Object.create(null) as Record<string, string>;
    const fieldErrors: FieldErrors = {};
    let file: UploadedFile | null = null;
    let settled = false;
    const fail = (reason: MultipartRefusal) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      reject(new MultipartRefused(reason));
    };

    parser.on('field', (name: string | undefined, value, info) => {
      // A part without a name (busboy hands it on as undefined) is no field of any form. busboy applies fieldNameSize
      // to urlencoded bodies only: a multipart part's name is measured here.
      if (typeof name !== 'string' || info.nameTruncated || Buffer.byteLength(name) > MAX_FIELD_NAME_BYTES || name in fields) return fail('malformed');
      fields[name] = value;
      if (info.valueTruncated) fieldErrors[name] = 'too_long';
    });
    parser.on('file', (name, stream, info) => {
      // A file part the body never closes with a boundary ends in an error on its stream as well as on the parser:
      // unhandled, that error would stop the process. Every file stream gets a listener before anything else.
      stream.on('error', () => fail('malformed'));
      if (name !== limits.fileField || file !== null) {
        stream.resume();
        return fail('malformed');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        stream.resume();
        fail('file_too_large');
      });
      stream.on('end', () => {
        // An empty file input is sent as a part without a name and without bytes: "no file chosen".
        if (settled || (size === 0 && !info.filename)) return;
        file = { field: name, fileName: info.filename ?? '', bytes: Buffer.concat(chunks, size) };
      });
    });
    parser.on('filesLimit', () => fail('too_many_parts'));
    parser.on('fieldsLimit', () => fail('too_many_parts'));
    parser.on('partsLimit', () => fail('too_many_parts'));
    parser.on('error', () => fail('malformed'));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, file, fieldErrors });
    });
    // busboy 1.6 reads parts after the closing boundary too, and waits forever for a file part there that the body
    // cuts off (`--b--\r` + more parts + `--b` cut short: found by the fuzz test below, seed 828874). Once the whole
    // body is in, a parser that has not closed within a moment never will: the form is refused instead of the request
    // hanging (and holding its socket) until the client gives up.
    req.on('end', () => {
      setTimeout(() => {
        if (settled) return;
        fail('malformed');
        parser.destroy();
      }, PARSER_GRACE_MS).unref();
    });
    req.on('aborted', () => fail('malformed'));
    // A socket reset mid-upload: refused like a broken body (the answer may not arrive, the process stays up).
    req.on('error', () => fail('malformed'));
    req.pipe(parser);
  });
}
