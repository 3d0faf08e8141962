// The shop's own lint rules (plugin `folt`), for what no published rule checks: whole-snapshot reads of an actor,
// and one style of relative import specifier. Loaded by eslint.config.js; each rule has a fixture test in
// tests/unit/lint-rules.test.ts.

/** `(s) => s`, `function (s) { return s; }`, or a function named `identity`. */
function isIdentityFunction(node) {
  if (node.type === 'Identifier') return node.name === 'identity';
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const [param] = node.params;
  if (node.params.length !== 1 || param.type !== 'Identifier') return false;
  let body = node.body;
  if (body.type === 'BlockStatement') {
    if (body.body.length !== 1 || body.body[0].type !== 'ReturnStatement' || !body.body[0].argument) return false;
    body = body.body[0].argument;
  }
  while (body.type === 'TSAsExpression' || body.type === 'TSNonNullExpression' || body.type === 'TSSatisfiesExpression') body = body.expression;
  return body.type === 'Identifier' && body.name === param.name;
}

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
const isHookName = (name) => name !== null && /^use[A-Z0-9]/.test(name);

/** The node whose parent decides what happens to a value: skips casts, `!` and optional-chain wrappers. */
function outermost(node) {
  let current = node;
  while (['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ChainExpression'].includes(current.parent.type)) current = current.parent;
  return current;
}

/** @type {import('eslint').Rule.RuleModule} */
const noWholeSnapshot = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A view reads an actor through a selector: never the whole snapshot (it re-renders on every change and couples the view to the machine's shape).",
    },
    schema: [],
    messages: {
      identity: "Whole-snapshot selector: pass a selector from the machine's *.selectors.ts that returns only what this view shows.",
      getSnapshot: 'Whole snapshot read: pass `getSnapshot()` to a selector, or read one part of it (`.context.x`, `.hasTag(…)`).',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (isHookName(name)) {
          for (const argument of node.arguments) if (isIdentityFunction(argument)) context.report({ node: argument, messageId: 'identity' });
          return;
        }
        if (name !== 'getSnapshot' || node.callee.type !== 'MemberExpression' || node.arguments.length > 0) return;
        const used = outermost(node);
        const parent = used.parent;
        // A part of it (`.context.cart`, `.matches('x')`), or handed to a selector (not to a hook, which would keep it).
        if (parent.type === 'MemberExpression' && parent.object === used) return;
        if (parent.type === 'CallExpression' && parent.arguments.includes(used) && !isHookName(calleeName(parent.callee))) return;
        context.report({ node, messageId: 'getSnapshot' });
      },
    };
  },
};

const SCRIPT_EXTENSION = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Vitest's functions that take a module specifier as their first argument. */
const VI_MODULE_FUNCTIONS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/**
 * Relative (and Vite root-relative `/src/…`) specifiers of TypeScript and JavaScript modules have no extension:
 * `moduleResolution: "Bundler"`, Vite, Vitest, tsx and the server bundle all resolve them. Other files (`.css`,
 * `.po`, `.json`, `?raw`) keep theirs. Fixable: `npx tsx scripts/fix-import-specifiers.ts` runs only this rule's fix.
 */
/** @type {import('eslint').Rule.RuleModule} */
const importSpecifier = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Relative imports of .ts/.tsx/.js modules are written without the extension.' },
    schema: [],
    messages: { extension: "Import specifier without its extension: '{{ expected }}'." },
  },
  create(context) {
    const check = (literal) => {
      if (!literal || literal.type !== 'Literal' || typeof literal.value !== 'string') return;
      const spec = literal.value;
      if (!(spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/')) || !SCRIPT_EXTENSION.test(spec)) return;
      const expected = spec.replace(SCRIPT_EXTENSION, '');
      const quote = literal.raw[0];
      context.report({ node: literal, messageId: 'extension', data: { expected }, fix: (fixer) => fixer.replaceText(literal, `${quote}${expected}${quote}`) });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression(node) {
        const { callee } = node;
        const isVi = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'vi' && !callee.computed;
        if (isVi && VI_MODULE_FUNCTIONS.has(callee.property.name)) check(node.arguments[0]);
      },
    };
  },
};

export default {
  meta: { name: 'folt' },
  rules: { 'no-whole-snapshot': noWholeSnapshot, 'import-specifier': importSpecifier },
};
