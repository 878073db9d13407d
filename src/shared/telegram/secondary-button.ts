import { attach } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import type { SecondaryButtonState } from './launch';
import { $controls } from './model';

// Beside model.ts rather than in it: only the cart sheet uses it, so it loads with the sheet.

export const setSecondaryButtonFx = attach({
  source: $controls,
  effect: (controls, button: SecondaryButtonState | null) => controls?.setSecondaryButton(button),
});

/**
 * Telegram's secondary bottom button beside the MainButton, for as long as the calling component
 * shows it (null hides it); nothing outside Telegram or on clients without one.
 */
export const useSecondaryButton = (button: { text: string; onClick: () => void } | null) => {
  const set = useUnit(setSecondaryButtonFx);
  const clicked = useEffectEvent(() => button?.onClick());
  const text = button?.text ?? null;
  useEffect(() => {
    void set(text === null ? null : { text, onClick: () => clicked() });
    return () => {
      void set(null);
    };
  }, [set, text]);
};
