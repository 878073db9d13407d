import { describe, expect, it } from 'vitest';
import { ownerOf } from './code-owners-plugin';

describe('ownerOf', () => {
  it("tells the app's code and messages from the stack", () => {
    expect(ownerOf('/app', '/app/src/app/boot.tsx')).toBe('code');
    expect(ownerOf('/app', '/app/packages/contract/src/line-total.ts')).toBe('code');
    expect(ownerOf('/app', '/app/locales/ru.json?part=shell')).toBe('messages');
    expect(ownerOf('/app', '/app/node_modules/react/index.js')).toBe('stack');
    expect(ownerOf('/app', '/app/node_modules/pkg/src/index.js')).toBe('stack');
    // Vite's and the bundler's helpers are virtual modules.
    expect(ownerOf('/app', '\0vite/preload-helper.js')).toBe('stack');
    expect(ownerOf('C:\\app', 'C:\\app\\src\\main.tsx')).toBe('code');
  });
});
