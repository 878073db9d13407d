// The Telegram skin's controls (loaded only inside Telegram with the skin): telegram-ui draws
// them, the behaviour and the accessible names stay those of the web controls.
import {
  Banner,
  Button as TelegramButton,
  Cell,
  IconButton,
  Placeholder,
  SegmentedControl,
} from '@telegram-apps/telegram-ui';
// Not in the package's index: the frame telegram-ui's own inputs are drawn in, around any control.
import { FormInput } from '@telegram-apps/telegram-ui/dist/components/Form/FormInput/FormInput';
import { telHref } from '../lib/tel-href';
import { BUSY_BUTTON, type ButtonProps } from './button';
import { CallLinkText, type CallLinkProps } from './call-link';
import type { ChoiceCardProps } from './choice-card';
import type { EmptyStateProps } from './empty-state';
import { FieldLayout, type FieldFrame, type FieldProps } from './field';
import type { NoticeProps } from './notice';
import type { SegmentedProps } from './segmented';
import { StepperLayout, type StepButton, type StepperProps } from './stepper';

const MODES = { primary: 'filled', secondary: 'bezeled', ghost: 'plain' } as const;

export function Button({ variant = 'primary', busy = false, children, ...rest }: ButtonProps) {
  return (
    <TelegramButton
      {...rest}
      mode={MODES[variant]}
      size={variant === 'primary' ? 'l' : 'm'}
      loading={busy}
      {...(busy ? BUSY_BUTTON : null)}
    >
      {children}
    </TelegramButton>
  );
}

export function CallLink(props: CallLinkProps) {
  return (
    <TelegramButton Component="a" href={telHref(props.phone)} mode="bezeled" size="m">
      <CallLinkText {...props} />
    </TelegramButton>
  );
}

export function ChoiceCard({ title, lines, onChoose, chosen, disabled, label }: ChoiceCardProps) {
  const [subtitle, ...description] = lines.filter(Boolean);
  return (
    <Cell
      Component="button"
      type="button"
      multiline
      className="telegram-choice"
      aria-label={label}
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onChoose}
      subtitle={subtitle}
      description={description.length > 0 ? description : undefined}
      after={chosen ? <span aria-hidden="true">✓</span> : undefined}
    >
      {title}
    </Cell>
  );
}

export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div role="status">
      <Placeholder header={title} description={text} action={action} />
    </div>
  );
}

export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <Banner
      type="inline"
      className={`telegram-notice telegram-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Banner>
  );
}

export function Segmented({ label, value, options, onChange }: SegmentedProps<string | number>) {
  return (
    <SegmentedControl role="group" aria-label={label} className="telegram-segmented">
      {options.map((option) => (
        <SegmentedControl.Item
          key={option.value}
          // A button that says whether it is pressed, as on the web, not one of a tab list.
          role={undefined}
          type="button"
          selected={option.value === value}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl>
  );
}

const TelegramStepButton: StepButton = (props) => (
  <IconButton type="button" mode="bezeled" size="s" {...props} />
);

export const Stepper = (props: StepperProps) => (
  <StepperLayout {...props} StepButton={TelegramStepButton} />
);

const TelegramFieldFrame: FieldFrame = ({ invalid, children }) => (
  <FormInput status={invalid ? 'error' : undefined} className="telegram-field">
    {children}
  </FormInput>
);

export const Field = (props: FieldProps) => <FieldLayout {...props} Frame={TelegramFieldFrame} />;
