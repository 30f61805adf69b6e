// The linter of every TypeScript and JavaScript file of the product: `npm run lint` (part of `npm test`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Built, local and generated files: the portal build, the data dir, test reports, the OpenAPI document, SQL migrations.
  globalIgnores(['dist/', 'data/', 'test-results/', 'playwright-report/', '.cache/', 'docs/api/', 'server/db/migrations/']),
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose (`const { id: _id, ...rest } = row`, `(_req, res) => ...`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Chinese text in templates and JSX separates its parts with the ideographic space (U+3000).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipComments: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // React Compiler rules the portal does not follow yet (it is not compiled with the React Compiler):
      // form state copied from a loaded record in an effect,
      'react-hooks/set-state-in-effect': 'off',
      // the "latest callback" ref written during render,
      'react-hooks/refs': 'off',
      // and lazy page components cached per route outside render (web/app/routing/PageView.tsx).
      'react-hooks/static-components': 'off',
    },
  },
  {
    // Every list is prepared (server/http/preparedList.ts): a module never builds a list's SQL per request.
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/listPage'],
              importNames: ['listPage'],
              message: 'List through countedListPage / preparedListPage (server/http/preparedList.ts): the statement is built once per filter shape.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
