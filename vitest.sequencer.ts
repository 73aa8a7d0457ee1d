import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that are short but run long (each fuzzes every operation of the API, or seeds the whole
 * demo database). Without timings of an earlier run — a fresh clone, CI — vitest starts the largest
 * files first, so these three-line files would start last and leave one worker running them alone.
 */
const LONG_RUNNING = /(fuzz-[a-z]+|seed)\.test\.ts$/;

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = sorted.filter((f) => LONG_RUNNING.test(f.moduleId));
    const timed = long.some((f) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`),
    );
    if (timed) return sorted;
    return [...long, ...sorted.filter((f) => !LONG_RUNNING.test(f.moduleId))];
  }
}
