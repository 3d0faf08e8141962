// A vitest reporter for mutation runs only (vitest.mutation.config.ts, decision record 034): a test file that fails to
// load under a mutant (a machine whose module throws when it is built, e.g. `type: 'parallel'` → `''`) becomes one
// failed test, so Stryker counts the mutant as killed. Stryker's vitest runner builds a mutant's result from the tests
// it collected only, and a file that failed to load has none: it reported such a mutant as survived (stryker-js#6150).
import type { Vitest } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

type File = ReturnType<Vitest['state']['getFiles']>[number];

export default class LoadFailures implements Reporter {
  private vitest: Vitest | null = null;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  // Vitest's state, which Stryker's runner reads once the run has ended (vitest 4 no longer calls onFinished).
  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const errors = file.result.errors ?? [];
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        fullName: `${file.name} the test file loads`,
        mode: 'run',
        file,
        suite: file,
        meta: {},
        context: undefined as never,
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors: errors.length > 0 ? errors : [{ message: 'the test file failed to load' }] },
      } as unknown as File['tasks'][number]);
    }
  }
}
