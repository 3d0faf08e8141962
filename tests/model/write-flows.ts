// Writes every generated path of every machine model as a readable step list (Markdown, one file per
// machine) into flows/: the QA test plan, generated from the same models the tests execute.
// Run with `npm run flows`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot } from 'xstate';
import { describeStep, generatePaths, listTransitions, type ModelSpec } from './model-runner';
import { models } from './models';

const outputDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../flows');

function describeState(snapshot: AnyMachineSnapshot): string {
  const leaves = (value: unknown, prefix: string[]): string[] =>
    typeof value === 'string'
      ? [[...prefix, value].join('.')]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, [...prefix, key]));
  const names = leaves(snapshot.value, []).map((name) => `**${name}**`);
  return snapshot.status === 'done' ? `${names.join(' + ')} (finished)` : names.join(' + ');
}

export function renderFlows(spec: ModelSpec): string {
  const { paths, labels } = generatePaths(spec);
  const lines = [
    `# ${spec.name}: generated flows`,
    '',
    `Generated from the production machine by \`npm run flows\`; do not edit. ${paths.length} paths cover ` +
      `${listTransitions(spec.machine).length} transitions (the model tests execute each path against the real actor).`,
    '',
    'Starting situations (machine input):',
    '',
    ...Object.entries(spec.inputs ?? { default: {} }).map(([name, input]) => `- ${name}: \`${JSON.stringify(input)}\``),
    '',
  ];
  paths.forEach(({ scenario, path }, index) => {
    lines.push(`## Flow ${index + 1}: ${scenario} → ${describeState(path.state)}`, '');
    path.steps.forEach((step, at) => {
      lines.push(`${at + 1}. ${describeStep(step.event, labels)} → ${describeState(step.state)}`);
    });
    lines.push('');
  });
  return lines.join('\n');
}

function main(): void {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  for (const spec of models) {
    const file = join(outputDir, `${spec.name}.md`);
    writeFileSync(file, renderFlows(spec));
    console.log(`flows/${spec.name}.md`);
  }
}

main();
