import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { contentPainted, mainButtonClaimed, mainButtonReleased, setBackButtonFx } from './model';

/** Claims Telegram's MainButton for as long as the calling component is on screen. */
export const useMainButton = ({
  text,
  onClick,
  loading = false,
  enabled = true,
}: {
  readonly text: string;
  readonly onClick: () => void;
  readonly loading?: boolean;
  readonly enabled?: boolean;
}) => {
  const owner = useId();
  const [claim, release] = useUnit([mainButtonClaimed, mainButtonReleased]);
  const clicked = useEffectEvent(onClick);
  useEffect(() => {
    claim({ owner, button: { text, loading, enabled, onClick: () => clicked() } });
  }, [claim, owner, text, loading, enabled]);
  useEffect(
    () => () => {
      release(owner);
    },
    [release, owner],
  );
};

/** Telegram's BackButton: shown with a handler, hidden with null. */
export const useBackButton = (onBack: (() => void) | null) => {
  const setBackButton = useUnit(setBackButtonFx);
  const back = useEffectEvent(() => onBack?.());
  const visible = onBack !== null;
  useEffect(() => {
    void setBackButton(visible ? () => back() : null);
  }, [setBackButton, visible]);
};

/** Telegram keeps its placeholder until the app says it is ready: a painted screen is. */
export const useContentPainted = () => {
  const painted = useUnit(contentPainted);
  useEffect(() => {
    painted();
  }, [painted]);
};
