// The coverage report of the model-based tests (DESIGN §8, decision 033): every machine in src/machines
// (*.machine.ts, found by file, so a new machine cannot be left out) must have a model, its transitions must equal the
// checked-in tests/model/expected/<machine>.transitions.txt (a deleted, added or rewired transition fails with a
// diff; `npm run models:expected` rewrites the files after an intended change), and every transition must be taken
// by a passing generated path. Ends with a table: machine | model | transitions covered / existing | status.
import { describe, expect, test } from 'vitest';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';
import {
  diffLines,
  discover,
  expectedFile,
  fromRoot,
  machinesOutsideMachineFiles,
  readExpected,
  staleExpectedFiles,
  transitionLines,
  type MachineEntry,
} from './machine-catalog';
import { models as registered } from './models';

const catalog = await discover();

interface Row {
  machine: string;
  model: string;
  covered: number | null;
  existing: number | null;
  status: string;
}
const rows = new Map<string, Row>();
const HOW_TO_UPDATE = 'If the change is intended: `npm run models:expected`, then commit the file (and make the model cover it).';

function describeEntry(entry: MachineEntry): string {
  return entry.exportName && entry.key.includes('.') ? `${entry.file} (${entry.exportName})` : entry.file;
}

async function checkMachine(entry: MachineEntry): Promise<string[]> {
  const row: Row = {
    machine: describeEntry(entry),
    model: entry.models.map((model) => model.file).join(', ') || '—',
    covered: null,
    existing: null,
    status: '',
  };
  rows.set(entry.key, row);
  if (!entry.machine || entry.models.length === 0) {
    row.status = 'NO MODEL';
    const factory = entry.kind === 'factory' ? ` made with ${entry.exportName} (and naming it as \`factory\`)` : '';
    return [
      `${entry.file}: ${entry.exportName} has no model. Write tests/model/<flow>.model.ts (style of register.model.ts)${factory} ` +
        'with a .model.test.ts, and register it in tests/model/models.ts.',
    ];
  }
  const problems: string[] = [];
  const lines = transitionLines(entry.machine);
  row.existing = lines.size;

  const expected = readExpected(entry.key);
  const file = fromRoot(expectedFile(entry.key));
  if (expected === null) {
    problems.push(`${entry.file}: no checked-in transitions (${file}). Run \`npm run models:expected\` and commit the file.`);
  } else {
    const { removed, added } = diffLines(expected, [...lines.values()]);
    if (removed.length + added.length > 0) {
      problems.push(
        [
          `${entry.file}: the machine's transitions differ from ${file}`,
          ...removed.map((line) => `  - ${line}   (checked in, gone from the machine)`),
          ...added.map((line) => `  + ${line}   (in the machine, not checked in)`),
          `  ${HOW_TO_UPDATE}`,
        ].join('\n'),
      );
    }
  }

  // Coverage is the union over the machine's models; a failing path fails the machine.
  let uncovered: Set<string> | null = null;
  for (const { spec } of entry.models) {
    try {
      const report = await runModel(spec);
      uncovered = new Set(report.uncovered.filter((key) => uncovered === null || uncovered.has(key)));
    } catch (error) {
      problems.push(`${entry.file}: model "${spec.name}" fails: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (uncovered !== null) {
    row.covered = lines.size - uncovered.size;
    if (uncovered.size > 0) {
      problems.push(
        [`${entry.file}: ${uncovered.size} transition(s) no generated path takes:`, ...[...uncovered].map((key) => `  ${lines.get(key) ?? key}`)].join('\n'),
      );
    }
  }
  row.status =
    problems.length === 0
      ? 'ok'
      : [
          expected === null ? 'no expected file' : '',
          problems.some((p) => p.includes('differ from')) ? 'transitions changed' : '',
          uncovered?.size ? `${uncovered.size} uncovered` : '',
          problems.some((p) => p.includes('fails:')) ? 'model fails' : '',
        ]
          .filter(Boolean)
          .join(', ');
  return problems;
}

function table(): string {
  const header: Row = { machine: 'machine (src/machines/)', model: 'model (tests/model/)', covered: null, existing: null, status: 'status' };
  const all = [...rows.values()];
  const count = (row: Row) => (row === header ? 'covered / existing' : `${row.covered ?? '—'} / ${row.existing ?? '—'}`);
  const widths = [
    Math.max(...[header, ...all].map((row) => row.machine.length)),
    Math.max(...[header, ...all].map((row) => row.model.length)),
    Math.max(...[header, ...all].map((row) => count(row).length)),
  ];
  const line = (row: Row) => `${row.machine.padEnd(widths[0]!)} | ${row.model.padEnd(widths[1]!)} | ${count(row).padStart(widths[2]!)} | ${row.status}`;
  const covered = all.reduce((sum, row) => sum + (row.covered ?? 0), 0);
  const existing = all.reduce((sum, row) => sum + (row.existing ?? 0), 0);
  return [
    `Model coverage: ${all.length} machines, ${covered} of ${existing} transitions covered`,
    line(header),
    `${'-'.repeat(widths[0]!)}-+-${'-'.repeat(widths[1]!)}-+-${'-'.repeat(widths[2]!)}-+-------`,
    ...all.map(line),
  ].join('\n');
}

describe('machine coverage', () => {
  test('finds the machines of src/machines', () => {
    // A machine file that exports neither a machine nor a create…Machine factory would escape the report.
    expect(catalog.emptyFiles, 'machine files exporting no machine and no create…Machine factory').toEqual([]);
    expect(catalog.machines.length).toBeGreaterThan(20);
    // A machine created anywhere else in src/ would escape it too.
    expect(machinesOutsideMachineFiles(), 'files creating a machine outside src/machines/**/*.machine.ts').toEqual([]);
  });

  test.each(catalog.machines.map((entry) => [entry.key, entry] as const))(
    '%s: has a model, its checked-in transitions, every transition covered',
    async (_key, entry) => {
      const problems = await checkMachine(entry);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
    MODEL_TEST_TIMEOUT_MS,
  );

  test('every model runs a machine of src/machines and is listed in models.ts', () => {
    expect(catalog.strayModels, 'models whose machine is not exported from src/machines (a factory-made machine names its `factory`)').toEqual([]);
    const listed = new Set(registered);
    const unlisted = catalog.machines.flatMap((entry) =>
      entry.models.filter((model) => !listed.has(model.spec)).map((model) => `${model.file} (${model.spec.name})`),
    );
    expect(unlisted, 'models missing from tests/model/models.ts (the QA flows are written from that list)').toEqual([]);
  });

  test('no checked-in transitions for a machine that is gone', () => {
    expect(staleExpectedFiles(catalog.machines), `expected files without a machine; ${HOW_TO_UPDATE}`).toEqual([]);
  });

  test('report: every machine has a model, its checked-in transitions and full coverage', () => {
    for (const entry of catalog.machines) {
      if (!rows.has(entry.key)) rows.set(entry.key, { machine: describeEntry(entry), model: '?', covered: null, existing: null, status: 'not checked' });
    }
    console.log(table());
    const failing = [...rows.values()].filter((row) => row.status !== 'ok').map((row) => `${row.machine}: ${row.status}`);
    expect(failing, 'machines failing the coverage report (see the per-machine test above for details)').toEqual([]);
  });
});
