// One lint configuration for every project: TypeScript rules everywhere, hooks rules for the
// browser apps. Each project's `lint` target runs `eslint .` in its folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import nx from '@nx/eslint-plugin';

/**
 * What may import what, by the Nx tags in each workspace's package.json. Every constraint whose
 * source tag a project carries must hold, so a remote is bound both by its scope and its type.
 */
export const DEP_CONSTRAINTS = [
  // Nobody reaches into the gateway: browser apps talk to it over HTTP only.
  { sourceTag: '*', notDependOnLibsWithTags: ['scope:gateway'] },
  // The shell and the remotes meet only through the shared libs, never each other.
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:remote', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The gateway shares framework-free code only: shared util libs.
  { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:util'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
  // Presentation only: no data fetching, no store, no routes table.
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-stats/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', 'e2e/artifacts/**', 'libs/api-client/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      // Build and test tooling (tools/, the root jest presets) belongs to no project; configs and the
      // browser tests may read it.
      '@nx/enforce-module-boundaries': ['error', { allow: ['^(\\.\\./)+tools/', '^(\\.\\./)+jest(\\.browser-|\\.)preset\\.js$'], depConstraints: DEP_CONSTRAINTS }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'libs/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', {
        selector: "JSXAttribute[name.name='autoSize']",
        message: 'A growing text area measures itself by writing a style attribute, which the Content-Security-Policy blocks '
          + '(its measuring box then shows at the bottom of the page): give the text area `rows` instead.',
      }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: { ...globals.node, __BUILD_ID__: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
