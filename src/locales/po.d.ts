// Compiled Lingui catalogues (the @lingui/vite-plugin turns .po files into modules).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
