// The compile-time plugins shared by the app build and the test runner: the Lingui macro (through Babel,
// because plugin-react 6 ignores a `babel:` option) and the .po catalogue loader.
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

export function linguiTransformerPlugins(): PluginOption[] {
  return [
    babel({
      include: /\/(src|tests)\/.*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: true,
    }),
    lingui(),
  ];
}
