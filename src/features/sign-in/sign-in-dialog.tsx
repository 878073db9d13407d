import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUzPhone } from '../../shared/lib/phone';
import { $isTelegram } from '../../shared/telegram/model';
import { Button, Dialog, ExternalLink } from '../../shared/ui';
import { Field } from '../../shared/ui/field';
import { PhoneField } from '../../shared/ui/phone-field';
import { useFocusOnArrival } from '../../shared/ui/focus-into-view';
import {
  $code,
  $codeDead,
  $phone,
  $problem,
  $resendAt,
  $signInOpen,
  $step,
  codeChanged,
  codeRequested,
  codeSubmitted,
  phoneChanged,
  phoneEditRequested,
  requestCodeFx,
  signInClosed,
  verifyCodeFx,
} from './model';
import {
  $telegramLogin,
  $telegramLoginProblem,
  startTelegramLoginFx,
  telegramLoginAbandoned,
  telegramLoginRequested,
} from './telegram-login';
import './sign-in.css';

/** Whole seconds until `at`, counted down every second while the dialog shows it. */
const useSecondsUntil = (at: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
};

const submitted = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

/** Signing in through the chain's bot, offered first on the web: no SMS, nothing to type. */
function TelegramOffer() {
  const { t } = useTranslation();
  const [problem, starting, request] = useUnit([
    $telegramLoginProblem,
    startTelegramLoginFx.pending,
    telegramLoginRequested,
  ]);
  return (
    <div className="sign-in">
      <Button busy={starting} onClick={() => request()}>
        {t('sign-in.telegram')}
      </Button>
      <p>{t('sign-in.telegram-why')}</p>
      <p role="status">{problem ? t(`sign-in.${problem}`) : undefined}</p>
      <h3 className="sign-in__or">{t('sign-in.or-phone')}</h3>
    </div>
  );
}

/** The sign-in waits for «Войти» in the bot; the page signs in by itself once it is pressed. */
function TelegramWaiting({ url }: { readonly url: string }) {
  const { t } = useTranslation();
  const abandon = useUnit(telegramLoginAbandoned);
  // The next thing to do is to open Telegram: the focus goes there.
  const open = useFocusOnArrival<HTMLAnchorElement>({ preventScroll: true });
  return (
    <div className="sign-in">
      <p>{t('sign-in.telegram-waiting')}</p>
      <ExternalLink ref={open} href={url}>
        {t('sign-in.telegram-open')}
      </ExternalLink>
      <p role="status">{t('sign-in.telegram-waiting-status')}</p>
      <Button variant="ghost" onClick={() => abandon()}>
        {t('sign-in.telegram-back')}
      </Button>
    </div>
  );
}

function PhoneStep() {
  const { t } = useTranslation();
  const [phone, problem, busy, change, request] = useUnit([
    $phone,
    $problem,
    requestCodeFx.pending,
    phoneChanged,
    codeRequested,
  ]);
  return (
    <form className="sign-in" noValidate onSubmit={submitted(request)}>
      <p>{t('sign-in.why')}</p>
      <PhoneField
        label={t('sign-in.phone')}
        error={
          problem === 'phone-incomplete' || problem === 'resend-too-soon'
            ? t(`sign-in.${problem}`)
            : undefined
        }
        value={phone}
        onChange={change}
      />
      <p className="visually-hidden" role="status">
        {problem ? t(`sign-in.${problem}`) : undefined}
      </p>
      <Button type="submit" busy={busy}>
        {t('sign-in.send-code')}
      </Button>
    </form>
  );
}

function CodeStep() {
  const { t } = useTranslation();
  const [phone, code, problem, dead, resendAt, verifying, resending] = useUnit([
    $phone,
    $code,
    $problem,
    $codeDead,
    $resendAt,
    verifyCodeFx.pending,
    requestCodeFx.pending,
  ]);
  const [change, submit, resend, editPhone] = useUnit([
    codeChanged,
    codeSubmitted,
    codeRequested,
    phoneEditRequested,
  ]);
  const resendIn = useSecondsUntil(resendAt);
  // Focused on arrival and after every new code ("send again" gives way to the countdown): the
  // code is what the customer types next.
  const input = useFocusOnArrival<HTMLInputElement>({ key: resendAt, preventScroll: true });
  const error = (() => {
    // While no new code may be asked for, the message says when: the countdown under it.
    if (dead) return t(resendIn > 0 ? 'sign-in.code-dead-wait' : 'sign-in.code-expired');
    return problem && problem !== 'phone-incomplete' ? t(`sign-in.${problem}`) : undefined;
  })();
  return (
    <form className="sign-in" noValidate onSubmit={submitted(submit)}>
      <p>{t('sign-in.code-sent', { phone: formatUzPhone(phone) })}</p>
      <Field label={t('sign-in.code')} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => change(event.currentTarget.value)}
          />
        )}
      </Field>
      {/* Said aloud when it changes: a field's own error is read only when it is focused. */}
      <p className="visually-hidden" role="status">
        {error}
      </p>
      {/* aria-disabled, not disabled: a pressed button keeps the focus. */}
      <Button type="submit" busy={verifying} aria-disabled={dead || undefined}>
        {t('sign-in.verify')}
      </Button>
      <div className="sign-in__again">
        {resendIn > 0 ? (
          <p aria-live="off">{t('sign-in.resend-in', { seconds: resendIn })}</p>
        ) : (
          <Button variant="ghost" busy={resending} onClick={() => resend()}>
            {t('sign-in.resend')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => editPhone()}>
          {t('sign-in.change-phone')}
        </Button>
      </div>
    </form>
  );
}

/**
 * On the web, the chain's bot first (it signs in without SMS), then the phone and the code sent
 * to it; signed in, the dialog closes.
 */
export default function SignInDialog() {
  const { t } = useTranslation();
  const [open, step, close, isTelegram, telegramLogin] = useUnit([
    $signInOpen,
    $step,
    signInClosed,
    $isTelegram,
    $telegramLogin,
  ]);
  const body = (() => {
    if (telegramLogin) return <TelegramWaiting url={telegramLogin.url} />;
    if (step === 'code') return <CodeStep />;
    return (
      <>
        {!isTelegram && <TelegramOffer />}
        <PhoneStep />
      </>
    );
  })();
  return (
    <Dialog open={open} title={t('sign-in.title')} onClose={close}>
      {body}
    </Dialog>
  );
}
