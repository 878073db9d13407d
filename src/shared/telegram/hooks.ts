import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { contentPainted, mainButtonClaimed, mainButtonReleased } from './model';

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

/** Telegram keeps its placeholder until the app says it is ready: a painted screen is. */
export const useContentPainted = () => {
  const painted = useUnit(contentPainted);
  useEffect(() => {
    painted();
  }, [painted]);
};
