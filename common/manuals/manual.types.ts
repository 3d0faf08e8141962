// The shape of a FOLT manual: sections of paragraphs, bullet lists, numbered steps and two-column tables, built per
// model from the facts in common/bike-models.ts. The text is document content (a printed manual), not interface
// text, so it lives here per language instead of going through Lingui; the server renders it as a PDF.
import type { BikeModel, Lang } from '../bike-models';

export type ManualBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'bullets'; readonly items: readonly string[] }
  | { readonly kind: 'steps'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly head?: readonly [string, string]; readonly rows: ReadonlyArray<readonly [string, string]> }
  | { readonly kind: 'note'; readonly text: string };

export interface ManualSection {
  readonly heading: string;
  readonly blocks: readonly ManualBlock[];
}

export interface ManualDocument {
  readonly lang: Lang;
  /** Document title, e.g. "FOLT Classic – User manual". */
  readonly title: string;
  readonly subtitle: string;
  /** Small print on the cover: edition and company. */
  readonly edition: string;
  readonly sections: readonly ManualSection[];
  /** Footer text before the page number, e.g. "FOLT Classic · User manual · page". */
  readonly footer: string;
  /** The download's file name without extension. */
  readonly fileStem: string;
}

/** One language's manual text, as a function of the model it describes. */
export type ManualWriter = (model: BikeModel) => ManualDocument;
