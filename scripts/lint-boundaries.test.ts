// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Only the layer rules, on text that is no file of the typed project. */
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
});

/** The rules the layer check reports for `code` written at `file`. */
const violations = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map(({ ruleId, message }) => ruleId ?? message);
};

describe('the layer rule', () => {
  it('refuses an import that skips a slice’s public surface', async () => {
    expect(
      await violations(
        'src/features/cart/probe.ts',
        "import { useMenu } from '../../entities/menu/use-menu';\nexport const probe = useMenu;\n",
      ),
    ).toContain('boundaries/entry-point');
  });

  it('refuses an import up a layer or across features', async () => {
    expect(
      await violations(
        'src/shared/lib/probe.ts',
        "import { $cart } from '../../entities/cart';\nexport const probe = $cart;\n",
      ),
    ).toContain('boundaries/element-types');
    expect(
      await violations(
        'src/features/cart/probe.ts',
        "import { CheckoutGate } from '../place-order/lazy';\nexport const probe = CheckoutGate;\n",
      ),
    ).toContain('boundaries/element-types');
  });

  it('lets a slice be used through its index or its lazy surface', async () => {
    expect(
      await violations(
        'src/pages/order/probe.ts',
        "import { $cart } from '../../entities/cart';\nimport { CartLines } from '../../entities/cart/lazy';\nexport const probe = [$cart, CartLines];\n",
      ),
    ).toEqual([]);
  });
});
