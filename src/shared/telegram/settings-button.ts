import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import { setSettingsButtonFx } from './model';

/** What Telegram's settings button does while the caller is on screen; its own default after. */
export const useSettingsButton = (onPress: () => void) => {
  const setSettingsButton = useUnit(setSettingsButtonFx);
  const press = useEffectEvent(onPress);
  useEffect(() => {
    void setSettingsButton(() => press());
    return () => void setSettingsButton(null);
  }, [setSettingsButton]);
};
