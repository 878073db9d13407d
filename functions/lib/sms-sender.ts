import * as v from 'valibot';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { appText, botText } from './bot/texts';
import { referenceBackendOf, type Env } from './env';

/** The one way the edge sends a text message; production's is Eskiz, local runs' the outbox. */
export interface SmsSender {
  /** Resolves once the provider took the message; rejects with `SmsFailed` otherwise. */
  readonly send: (phone: string, text: string) => Promise<void>;
}

/** The provider did not take the message (down, refused, misconfigured). */
export class SmsFailed extends Error {
  override name = 'SmsFailed';
}

/** The sign-in code's message in a language, with the app's own brand in it (`app.name`). */
const signInCodeText = (language: Language) => (code: string) =>
  botText(language, 'sign-in-sms', { brand: appText(language, 'app.name'), code });

/**
 * The sign-in code's message, one per language (`bot.sign-in-sms`): Eskiz sends only texts whose
 * wording it approved beforehand, so these are submitted to it as templates and never change
 * without a new approval.
 */
export const SIGN_IN_CODE_TEXTS: Readonly<Record<Language, (code: string) => string>> = {
  ru: signInCodeText('ru'),
  en: signInCodeText('en'),
  uz: signInCodeText('uz'),
};

export const ESKIZ_API_ROOT = 'https://notify.eskiz.uz/api';
/** Eskiz's test sender; the chain's own nickname is set in ESKIZ_SENDER once Eskiz approves it. */
const ESKIZ_DEFAULT_SENDER = '4546';
const ESKIZ_TIMEOUT_MS = 10_000;

const EskizLoginSchema = v.object({ data: v.object({ token: v.pipe(v.string(), v.nonEmpty()) }) });

interface EskizConfig {
  readonly apiRoot: string;
  readonly email: string;
  readonly password: string;
  readonly sender: string;
}

/**
 * Eskiz (notify.eskiz.uz): a login with the account's email and password gives a bearer token
 * (valid for a month), kept in D1 (`sms_tokens`) so every isolate uses one; a 401 means it has
 * expired, and the sender logs in once again and retries the message once.
 */
export const eskizSender = (
  config: EskizConfig,
  db: D1Database,
  fetcher: typeof fetch = fetch,
): SmsSender => {
  const call = (path: string, form: Record<string, string>, token?: string) =>
    fetcher(`${config.apiRoot}${path}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: Object.entries(form).reduce((data, [name, value]) => {
        data.append(name, value);
        return data;
      }, new FormData()),
      signal: AbortSignal.timeout(ESKIZ_TIMEOUT_MS),
    });

  const login = async () => {
    const answer = await call('/auth/login', { email: config.email, password: config.password });
    const parsed = v.safeParse(EskizLoginSchema, await answer.json().catch(() => null));
    if (!answer.ok || !parsed.success) throw new SmsFailed(`Eskiz login failed: ${answer.status}`);
    const { token } = parsed.output.data;
    await db
      .prepare(
        `INSERT INTO sms_tokens (provider, token, updated_at) VALUES ('eskiz', ?, ?)
         ON CONFLICT(provider) DO UPDATE SET token = excluded.token, updated_at = excluded.updated_at`,
      )
      .bind(token, Date.now())
      .run();
    return token;
  };

  const sendWith = (token: string, phone: string, text: string) =>
    call(
      '/message/sms/send',
      { mobile_phone: phone.slice(1), message: text, from: config.sender },
      token,
    );

  return {
    send: async (phone, text) => {
      try {
        const cached = await db
          .prepare("SELECT token FROM sms_tokens WHERE provider = 'eskiz'")
          .first<string>('token');
        let answer = await sendWith(cached ?? (await login()), phone, text);
        if (answer.status === 401 && cached !== null)
          answer = await sendWith(await login(), phone, text);
        if (!answer.ok) throw new SmsFailed(`Eskiz refused the message: ${answer.status}`);
      } catch (error) {
        throw error instanceof SmsFailed ? error : new SmsFailed(String(error));
      }
    },
  };
};

/**
 * The development outbox: the reference backend keeps the message for `GET /api/_dev/sms`
 * (called in this worker, never over the network).
 */
const outboxSender = (env: Env): SmsSender => ({
  send: async (phone, text) => {
    const backend = await referenceBackendOf(env);
    const answer = await backend?.fetch(
      new Request('http://localhost/api/_dev/sms', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone, text }),
      }),
      env,
    );
    if (!answer?.ok) throw new SmsFailed(`The outbox refused the message: ${answer?.status}`);
  },
});

/**
 * Eskiz when its account is set (ESKIZ_EMAIL, ESKIZ_PASSWORD), else the reference backend's
 * outbox when it is served, else none (the sign-in then answers that SMS is unavailable).
 */
export const smsSenderOf = (env: Env): SmsSender | null => {
  if (env.ESKIZ_EMAIL && env.ESKIZ_PASSWORD)
    return eskizSender(
      {
        apiRoot: (env.ESKIZ_API_URL || ESKIZ_API_ROOT).replace(/\/+$/, ''),
        email: env.ESKIZ_EMAIL,
        password: env.ESKIZ_PASSWORD,
        sender: env.ESKIZ_SENDER || ESKIZ_DEFAULT_SENDER,
      },
      env.DB,
    );
  return env.REFERENCE_BACKEND ? outboxSender(env) : null;
};
