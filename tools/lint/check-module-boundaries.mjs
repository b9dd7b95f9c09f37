// Proves the module-boundary lint bites: ESLint, with the workspace's own configuration, lints
// small in-memory files placed in real projects and must reject the forbidden imports (and accept
// an allowed one, so this check can fail both ways). Run by @daycare/ui's test target.
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = '@nx/enforce-module-boundaries';

const cases = [
  { file: 'libs/ui/src/boundary-check.tsx', code: "import { store } from '@daycare/store';\nexport const s = store;\n", fails: /type:ui.*can only depend on/ },
  { file: 'libs/ui/src/boundary-check.tsx', code: "import { useAccountPendingAccessQuery } from '@daycare/api-client';\nexport const q = useAccountPendingAccessQuery;\n", fails: /type:ui.*can only depend on/ },
  { file: 'libs/ui/src/boundary-check.tsx', code: "import { THEME_COLORS } from '@daycare/shared';\nexport const c = THEME_COLORS;\n", fails: null },
  { file: 'shell/src/boundary-check.ts', code: "import routes from '../../mf-admin/src/routes';\nexport const r = routes;\n", fails: /scope:shell.*can only depend on|cannot be imported by a relative or absolute path/ },
  { file: 'services/api/src/boundary-check.ts', code: "import { store } from '@daycare/store';\nexport const s = store;\n", fails: /scope:gateway.*can only depend on/ },
];

const eslint = new ESLint({ cwd: root });
let failures = 0;
for (const { file, code, fails } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const boundaryMessages = result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
  const fatal = result.messages.filter((message) => message.fatal);
  try {
    assert.deepEqual(fatal, [], `${file} did not parse`);
    if (fails) {
      assert.ok(boundaryMessages.some((message) => fails.test(message)), `${file}: expected ${RULE} to match ${fails}, got ${JSON.stringify(boundaryMessages)}`);
    } else {
      assert.deepEqual(boundaryMessages, [], `${file}: expected no ${RULE} error`);
    }
    console.log(`ok   ${file}: ${code.split('\n')[0]}`);
  } catch (error) {
    failures += 1;
    console.error(`FAIL ${error.message}`);
  }
}
if (failures) {
  console.error(`${failures} module-boundary check(s) failed`);
  process.exit(1);
}
console.log('module boundaries: forbidden imports are rejected');
