import { Button } from './button';
import { TelegramMainButton, type PrimaryActionProps } from './primary-action';
import { useSkin } from './skin';

/** A dialog's main action: Telegram's MainButton inside the mini-app, in the dialog's footer on the web. */
export function DialogAction(props: PrimaryActionProps) {
  const skin = useSkin();
  if (skin) return <TelegramMainButton {...props} />;
  return (
    <Button onClick={props.onClick} busy={props.busy ?? false} disabled={props.disabled ?? false}>
      {props.label}
    </Button>
  );
}
