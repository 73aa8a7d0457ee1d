// Fails when the Drizzle schema and the committed migrations drift apart.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const committed = fileURLToPath(new URL('./migrations', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'yaocai-migrations-'));
cpSync(committed, scratch, { recursive: true });
try {
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts'], {
    env: { ...process.env, MIGRATIONS_OUT: scratch },
    stdio: 'pipe',
  });
  const before = readdirSync(committed).filter((f) => f.endsWith('.sql'));
  const after = readdirSync(scratch).filter((f) => f.endsWith('.sql'));
  const added = after.filter((f) => !before.includes(f));
  if (added.length > 0) {
    console.error(
      `Schema and migrations drift: drizzle-kit would generate ${added.join(', ')}. Run npm run db:generate.`,
    );
    process.exitCode = 1;
  } else {
    console.log('migrations match the schema');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
