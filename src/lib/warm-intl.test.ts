// warmIntlOffMainThread: a worker builds the page's Intl formats (so ICU's data is loaded off the main thread) and is
// ended once it has; without workers, or when a policy refuses one, nothing breaks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from './warm-intl';

class FakeWorker {
  static created: FakeWorker[] = [];
  readonly listeners = new Map<string, () => void>();
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.created.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWorker.created = [];
});

describe('warmIntlOffMainThread', () => {
  it("starts a worker that builds each locale's number, plural and date formats, and ends it when it is done", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:warm-intl';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    warmIntlOffMainThread(['nl', 'nl-NL']);
    expect(FakeWorker.created.map((w) => w.url)).toEqual(['blob:warm-intl']);

    // What the worker runs, with an Intl that records what it was asked to build.
    const built: string[] = [];
    const recording = {
      NumberFormat: class {
        constructor(locale: string) {
          built.push(`number ${locale}`);
        }
        format() {
          return '';
        }
      },
      PluralRules: class {
        constructor(locale: string) {
          built.push(`plural ${locale}`);
        }
        select() {
          return 'other';
        }
      },
      DateTimeFormat: class {
        constructor(locale: string) {
          built.push(`date ${locale}`);
        }
        format() {
          return '';
        }
      },
    };
    const posted: unknown[] = [];
    new Function('Intl', 'postMessage', await blobs[0]!.text())(recording, (message: unknown) => posted.push(message));
    expect(built).toEqual(['number nl', 'plural nl', 'date nl', 'number nl-NL', 'plural nl-NL', 'date nl-NL']);
    expect(posted).toEqual(['warm']);

    const worker = FakeWorker.created[0]!;
    expect(worker.terminated).toBe(false);
    worker.listeners.get('message')!();
    expect(worker.terminated).toBe(true);
    expect(revoke).toHaveBeenCalledWith('blob:warm-intl');
  });

  it('builds the formats with the real Intl of this runtime without an error', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:warm-intl';
    });
    warmIntlOffMainThread(['de', 'de-DE']);
    const posted: unknown[] = [];
    new Function('postMessage', await blob!.text())((message: unknown) => posted.push(message));
    expect(posted).toEqual(['warm']);
  });

  it('does nothing where there are no workers, and gives up quietly when a policy refuses one', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warm-intl');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread(['nl'])).not.toThrow();
    expect(create).not.toHaveBeenCalled();

    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntlOffMainThread(['nl'])).not.toThrow();
    expect(revoke).toHaveBeenCalledWith('blob:warm-intl');
  });
});
