import { createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { createGate } from 'effector-react';
import { attachApi } from '../../shared/api/model';
import { applyCall, type Application } from '@pizza-order-app/contract/hr-api';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { hapticRequested } from '../../shared/telegram/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';
import {
  ApplicationDraftSchema,
  EMPTY_DRAFT,
  validateApplication,
  type ApplicationDraft,
  type ApplicationErrors,
  type ApplicationField,
} from './validate-application';

export const fieldChanged = createEvent<{ field: ApplicationField; value: string }>();
export const vacancyPreselected = createEvent<string>();
export const applicationSubmitted = createEvent();
export const anotherApplicationStarted = createEvent();

export const submitApplicationFx = attachApi((api, application: Application) =>
  api.hr(applyCall, { body: application }),
);

/** The draft survives reloads and failures (sessionStorage) until the HR API has it. */
export const $draft = createStore<ApplicationDraft>(EMPTY_DRAFT);
export const $errors = createStore<ApplicationErrors>({});
export const $sentId = createStore<number | null>(null);
export const $isSending = submitApplicationFx.pending;
/** The last attempt failed; the form says so next to the button, with the draft intact. */
export const $sendFailed = createStore(false);

$draft
  .on(fieldChanged, (draft, { field, value }) => ({ ...draft, [field]: value }))
  .on(vacancyPreselected, (draft, vacancyId) => (draft.vacancyId ? draft : { ...draft, vacancyId }))
  .reset(submitApplicationFx.done);
$errors.on(fieldChanged, (errors, { field }) => ({ ...errors, [field]: undefined }));
$sendFailed
  .on(submitApplicationFx.fail, () => true)
  .reset(submitApplicationFx, anotherApplicationStarted);
$sentId
  .on(submitApplicationFx.doneData, (_, { id }) => id)
  .reset(anotherApplicationStarted, fieldChanged);

const checked = sample({
  clock: applicationSubmitted,
  source: $draft,
  fn: (draft) => validateApplication(draft),
});

sample({ clock: checked, fn: (result) => result.errors ?? {}, target: $errors });

/** Submits the checks refused: each moves the focus to the first field to fix, with a buzz. */
export const $refusedSubmits = createStore(0);
const refused = checked.filter({ fn: (result) => result.errors !== undefined });
$refusedSubmits.on(refused, (count) => count + 1);
sample({ clock: refused, fn: () => 'error' as const, target: hapticRequested });

const applicationValidated = checked.filterMap((result) => result.application);

// A second press while sending is ignored: one application per submission.
sample({
  clock: applicationValidated,
  filter: not($isSending),
  target: submitApplicationFx,
});

sample({
  clock: submitApplicationFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});

/** The form is its own chunk, loaded after the app started: it picks its draft up on opening. */
export const ApplicationFormGate = createGate();

persistChecked({
  store: $draft,
  key: 'vacancy-application-draft',
  area: 'session',
  schema: ApplicationDraftSchema,
  pickup: ApplicationFormGate.open,
});
