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

  it('refuses an entity importing another entity’s internals, and takes its surface', async () => {
    expect(
      await violations(
        'src/entities/cart/probe.ts',
        "import { useMenu } from '../menu/use-menu';\nexport const probe = useMenu;\n",
      ),
    ).toContain('boundaries/entry-point');
    expect(
      await violations(
        'src/entities/cart/probe.ts',
        "import { useMenu } from '../menu';\nexport const probe = useMenu;\n",
      ),
    ).toEqual([]);
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

describe('the edge’s walls', () => {
  it('refuses functions/ reaching into the app’s layers', async () => {
    for (const [file, code] of [
      ['functions/api/probe.ts', "import { $cart } from '../../src/entities/cart';"],
      ['functions/api/probe.ts', "import { useMenu } from '../../src/entities/menu/use-menu';"],
      ['functions/lib/probe.ts', "import { CheckoutGate } from '../../src/features/place-order';"],
      ['functions/_probe.ts', "import { App } from '../src/app/app';"],
      ['functions/reference-backend/probe.ts', "import { MenuPage } from '../../src/pages/menu';"],
    ] as const) {
      expect(await violations(file, `${code}\nexport const probe = 1;\n`), code).toContain(
        'boundaries/element-types',
      );
    }
  });

  it('refuses the edge the app’s UI, clients and Telegram code', async () => {
    for (const code of [
      "import { Button } from '../../src/shared/ui';",
      "import { mainApi } from '../../src/shared/api/clients';",
      "import { hapticRequested } from '../../src/shared/telegram/model';",
    ]) {
      expect(
        await violations('functions/api/probe.ts', `${code}\nexport const probe = 1;\n`),
        code,
      ).toContain('boundaries/element-types');
    }
  });

  it('refuses the edge’s helpers and the reference backend importing an endpoint', async () => {
    expect(
      await violations(
        'functions/reference-backend/probe.ts',
        "import { onRequestPost } from '../api/link';\nexport const probe = onRequestPost;\n",
      ),
    ).toContain('boundaries/element-types');
    expect(
      await violations(
        'functions/lib/probe.ts',
        "import { onRequestPost } from '../api/link';\nexport const probe = onRequestPost;\n",
      ),
    ).toContain('boundaries/element-types');
  });

  it('lets the edge share the contract, the configuration and the pure helpers', async () => {
    expect(
      await violations(
        'functions/api/probe.ts',
        [
          "import { ERROR_CODES } from '../../src/shared/contract';",
          "import { LANGUAGES } from '../../src/shared/config/languages';",
          "import { escapeHtml } from '../../src/shared/lib/escape-html';",
          "import { jsonError } from '../lib/http';",
          'export const probe = [ERROR_CODES, LANGUAGES, escapeHtml, jsonError];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await violations(
        'functions/reference-backend/probe.ts',
        "import { verifyPhoneProof } from '../lib/phone-proof';\nexport const probe = verifyPhoneProof;\n",
      ),
    ).toEqual([]);
  });
});
