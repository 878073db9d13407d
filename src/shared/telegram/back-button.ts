import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import { setBackButtonFx } from './model';

/** Telegram's BackButton: shown with a handler, hidden with null. */
export const useBackButton = (onBack: (() => void) | null) => {
  const setBackButton = useUnit(setBackButtonFx);
  const back = useEffectEvent(() => onBack?.());
  const visible = onBack !== null;
  useEffect(() => {
    void setBackButton(visible ? () => back() : null);
  }, [setBackButton, visible]);
};
