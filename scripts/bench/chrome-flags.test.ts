import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { benchChromeFlags } from './chrome-flags.mjs';

describe('the bench’s Chromium', () => {
  it('keeps a new document for each navigation, and the rest of chrome-launcher’s flags', () => {
    const flags = benchChromeFlags();
    const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]?.split('=')[1]?.split(',')).not.toContain('RenderDocument');
    expect(disabled[0]).toContain('Translate');
    expect(flags.filter((flag) => !flag.startsWith('--disable-features='))).toEqual(
      Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features=')),
    );
  });

  it('leaves other disabled features as they are', () => {
    expect(
      benchChromeFlags(['--disable-features=RenderDocument,Translate', '--mute-audio']),
    ).toEqual(['--disable-features=Translate', '--mute-audio']);
  });
});
