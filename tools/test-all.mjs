// `npm test`: every test of the workspace, in the order a failure is cheapest to find: lint and
// type checks, unit and API tests (Nx), the API smoke tests on the embedded database, the
// generated-client check, then the browser tests against the built product. Ends with one total line.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApps, NX_ENV, run } from './run.mjs';

const summaryDir = mkdtempSync(path.join(tmpdir(), 'daycare-tests-'));
const env = { ...NX_ENV, TEST_SUMMARY_DIR: summaryDir };

const steps = [
  ['lint and type checks', () => run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=stream'], { env })],
  ['unit and API tests', () => run('npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=stream', '--parallel=2', '--exclude', '@daycare/e2e', '--skip-nx-cache'], { env })],
  ['API smoke tests on the embedded database', () => run('npm', ['run', 'test:embedded', '-w', '@daycare/gateway'], { env: { ...env, DATABASE_URL: '' } })],
  ['generated API client is current', () => run('node', ['tools/check-codegen.mjs'], { env })],
  ['build the product', () => buildApps()],
  ['browser tests', () => run('npm', ['test', '-w', '@daycare/e2e'], { env })],
];

const failedSteps = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name}`);
  if ((await step()) !== 0) failedSteps.push(name);
  if (name === 'build the product' && failedSteps.includes(name)) break;
}

let passed = 0;
let failed = 0;
for (const file of readdirSync(summaryDir)) {
  const counts = JSON.parse(readFileSync(path.join(summaryDir, file), 'utf8'));
  passed += counts.passed;
  failed += counts.failed + (counts.failed === 0 ? counts.failedSuites : 0);
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);
failed = Math.max(failed, failedSteps.length);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
