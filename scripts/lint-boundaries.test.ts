// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Only the walls' rules, on text that is no file of the typed project. */
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
  ruleFilter: ({ ruleId }) =>
    ruleId.startsWith('boundaries/') || ruleId === 'no-restricted-imports',
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
      ['functions/app/probe.ts', "import { $cart } from '../../src/entities/cart';"],
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
        "import { startLinkSession } from '../app/endpoints/link';\nexport const probe = startLinkSession;\n",
      ),
    ).toContain('boundaries/element-types');
    expect(
      await violations(
        'functions/lib/probe.ts',
        "import { startLinkSession } from '../app/endpoints/link';\nexport const probe = startLinkSession;\n",
      ),
    ).toContain('boundaries/element-types');
  });

  it('refuses the edge what is left of the app’s shared code', async () => {
    expect(
      await violations(
        'functions/lib/probe.ts',
        "import { publicConfig } from '../../src/shared/config/env';\nexport const probe = publicConfig;\n",
      ),
    ).toContain('boundaries/element-types');
  });

  it('lets the edge share the contract package and its own helpers', async () => {
    expect(
      await violations(
        'functions/api/probe.ts',
        [
          "import { ERROR_CODES } from '@pizza-order-app/contract';",
          "import { LANGUAGES } from '@pizza-order-app/contract/config/languages';",
          "import { escapeHtml } from '@pizza-order-app/contract/lib/escape-html';",
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

describe('the contract package’s walls', () => {
  it('refuses the package the app, the edge and their tests and scripts', async () => {
    for (const [code, rule] of [
      ["import { $cart } from '../../../src/entities/cart';", 'boundaries/element-types'],
      ["import { Button } from '../../../src/shared/ui';", 'boundaries/element-types'],
      [
        "import { publicConfig } from '../../../src/shared/config/env';",
        'boundaries/element-types',
      ],
      ["import { jsonError } from '../../../functions/lib/http';", 'boundaries/element-types'],
      [
        "import { app } from '../../../functions/reference-backend/app';",
        'boundaries/element-types',
      ],
      ["import { asapOffer } from '../../../scripts/run-clock';", 'boundaries/no-ignored'],
      [
        "import { applyMigrations } from '../../../tests/functions/apply-migrations';",
        'boundaries/no-ignored',
      ],
    ] as const) {
      expect(
        await violations('packages/contract/src/probe.ts', `${code}\nexport const probe = 1;\n`),
        code,
      ).toContain(rule);
    }
  });

  it('refuses the package every library but valibot, browser-only or not', async () => {
    for (const code of [
      "import { createStore } from 'effector';",
      "import { useState } from 'react';",
      "import i18next from 'i18next';",
      "import { Hono } from 'hono';",
    ]) {
      expect(
        await violations('packages/contract/src/probe.ts', `${code}\nexport const probe = 1;\n`),
        code,
      ).toContain('boundaries/external');
    }
  });

  it('lets the package use valibot and its own files', async () => {
    expect(
      await violations(
        'packages/contract/src/lib/probe.ts',
        [
          "import * as v from 'valibot';",
          "import { LANGUAGES } from '../config/languages';",
          "import { ERROR_CODES } from '..';",
          'export const probe = [v.string(), LANGUAGES, ERROR_CODES];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses the app, the edge, tests and scripts a path into the package', async () => {
    for (const [file, code] of [
      [
        'src/entities/cart/probe.ts',
        "import { lineTotal } from '../../../packages/contract/src/line-total';",
      ],
      ['src/shared/lib/probe.ts', "import { lineTotal } from '../../../packages/contract/src';"],
      [
        'functions/api/probe.ts',
        "import { ERROR_CODES } from '../../packages/contract/src/index';",
      ],
      [
        'tests/functions/probe.test.ts',
        "import { ERROR_CODES } from '../../packages/contract/src';",
      ],
      [
        'scripts/probe.ts',
        "import { LANGUAGES } from '../packages/contract/src/config/languages';",
      ],
    ] as const) {
      expect(await violations(file, `${code}\nexport const probe = 1;\n`), code).toContain(
        'no-restricted-imports',
      );
    }
  });

  it('lets the app, the edge, tests and scripts import the package by name', async () => {
    for (const file of [
      'src/entities/cart/probe.ts',
      'src/shared/lib/probe.ts',
      'functions/lib/probe.ts',
      'functions/reference-backend/probe.ts',
      'tests/functions/probe.test.ts',
      'scripts/probe.ts',
    ]) {
      expect(
        await violations(
          file,
          [
            "import { lineTotal } from '@pizza-order-app/contract';",
            "import { asapOffer } from '@pizza-order-app/contract/lib/time-slots';",
            'export const probe = [lineTotal, asapOffer];',
            '',
          ].join('\n'),
        ),
        file,
      ).toEqual([]);
    }
  });
});
