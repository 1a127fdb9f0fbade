// Lint rules for the whole repo: typescript-eslint's recommended set and the React hooks rules.
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next*/**', 'studio-dist/**', 'studio/.sanity/**', 'test-results/**', 'reports/**', 'web/lib/content/sanity.types.ts', 'web/next-env.d.ts'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
)
