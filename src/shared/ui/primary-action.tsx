import { useMainButton } from '../telegram/hooks';
import { Button } from './button';
import { useSkin } from './skin';

export interface PrimaryActionProps {
  readonly label: string;
  readonly onClick: () => void;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}

export function TelegramMainButton({
  label,
  onClick,
  busy = false,
  disabled = false,
}: PrimaryActionProps) {
  useMainButton({ text: label, onClick, loading: busy, enabled: !disabled });
  return null;
}

/** A screen's main action: Telegram's MainButton inside the mini-app, a bottom button on the web. */
export function PrimaryAction(props: PrimaryActionProps) {
  const skin = useSkin();
  if (skin) return <TelegramMainButton {...props} />;
  return (
    <div className="primary-action">
      <Button onClick={props.onClick} busy={props.busy ?? false} disabled={props.disabled ?? false}>
        {props.label}
      </Button>
    </div>
  );
}
