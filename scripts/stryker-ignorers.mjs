// Stryker ignorers for `npm run mutation` (decision record 034): mutants that cannot change what a machine does, in
// every machine alike, so they are not generated at all (Stryker reports them as ignored, with the reason below).
// Mutants particular to one machine that are equivalent are listed in the decision record instead.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** The name of the call a node is the direct argument of: `setup({...})` → 'setup', `setup(…).createMachine({...})` → 'createMachine'. */
function calleeOf(path) {
  const call = path.parentPath;
  if (!call?.isCallExpression()) return null;
  const { callee } = call.node;
  if (callee.type === 'Identifier') return callee.name;
  return callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;
}

function keyOf(property) {
  const key = property?.node?.key;
  return key?.type === 'Identifier' ? key.name : key?.type === 'StringLiteral' ? key.value : null;
}

/** The value of a property `name` of the object literal passed to `setup(...)`. */
function isSetupProperty(path, name) {
  const property = path.parentPath;
  return property?.isObjectProperty() && property.node.value === path.node && keyOf(property) === name && calleeOf(property.parentPath) === 'setup';
}

/** Whether any string in the file addresses a state through the machine's id ('#checkout.flow.editingAddress'). */
function isIdReferenced(path, id) {
  const program = path.findParent((parent) => parent.isProgram());
  let found = false;
  const visit = (node) => {
    if (found || !node || typeof node !== 'object') return;
    if (node.type === 'StringLiteral' && node.value.startsWith(`#${id}`)) found = true;
    for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'start' && key !== 'end') visit(node[key]);
  };
  visit(program?.node);
  return found;
}

const machineDeclarations = {
  shouldIgnore(path) {
    // setup({ types: {...} }): TypeScript types only; `{} as Context` is nothing at run time.
    if (isSetupProperty(path, 'types')) return 'setup types are TypeScript only';
    // setup({ actors: {...} }): every actor is provided (the *.live.ts bindings, the tests' fakes) under the same name.
    if (path.isObjectExpression() && isSetupProperty(path, 'actors')) return 'every declared actor is provided under its name';
    // notProvidedActor('loadCart'): the name only appears in the error of an effect nobody provided.
    if (path.isStringLiteral() && ['notProvidedActor', 'notProvidedAction'].includes(calleeOf(path) ?? ''))
      return 'the name of a not-provided effect only appears in its error';
    // initial: 'first' → '': xstate starts in the first child state when `initial` is empty.
    if (path.isStringLiteral() && keyOf(path.parentPath) === 'initial') {
      const states = path.parentPath.parentPath.node.properties.find((property) => keyOf({ node: property }) === 'states');
      const first = states?.value?.type === 'ObjectExpression' ? keyOf({ node: states.value.properties[0] }) : null;
      if (first === path.node.value) return 'the initial state is the first state, which xstate also takes without one';
    }
    // createMachine({ id: 'placeOrder' }): an id nothing addresses a state through only names the actor in the inspector.
    if (
      path.isStringLiteral() &&
      keyOf(path.parentPath) === 'id' &&
      calleeOf(path.parentPath.parentPath) === 'createMachine' &&
      !isIdReferenced(path, path.node.value)
    )
      return 'the machine id is not used to address a state';
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'machine-declarations', machineDeclarations)];
