import { attach } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import { $controls } from './model';

/** Beside the model, not in it: only Telegram's chrome sets it, so the web never loads it. */
const setSettingsButtonFx = attach({
  source: $controls,
  effect: (controls, onPress: (() => void) | null) => controls?.setSettingsButton(onPress),
});

/** What Telegram's settings button does while the caller is on screen; its own default after. */
export const useSettingsButton = (onPress: () => void) => {
  const setSettingsButton = useUnit(setSettingsButtonFx);
  const press = useEffectEvent(onPress);
  useEffect(() => {
    void setSettingsButton(() => press());
    return () => void setSettingsButton(null);
  }, [setSettingsButton]);
};
