import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noJsxLiterals } from './no-jsx-literals.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-jsx-literals', noJsxLiterals, {
  valid: [
    'const a = <p>{t("orders.title")}</p>;',
    'const b = <input placeholder={t("search.placeholder")} type="search" />;',
    'const c = <span> · {count} </span>;',
    'const d = <div className="d-flex" data-testid="sidebar" />;',
  ],
  invalid: [
    { code: 'const a = <p>Orders</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const b = <input placeholder="Search" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const c = <button aria-label="Close" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const d = <img alt="Logo" />;', errors: [{ messageId: 'literal' }] },
  ],
});
