import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { APPLICATION_LIMITS, type Vacancy } from '@pizza-order-app/contract/hr-api';
import { Button, Notice } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load has no form fields.
import { Field } from '../../shared/ui/field';
// Directly, not through the barrel: the menu's first load does not need the phone mask.
import { PhoneField } from '../../shared/ui/phone-field';
import { focusIntoView, useFocusFirstInvalid } from '../../shared/ui/focus-into-view';
import {
  $draft,
  $errors,
  $isSending,
  $refusedSubmits,
  $sendFailed,
  $sentId,
  anotherApplicationStarted,
  ApplicationFormGate,
  applicationSubmitted,
  fieldChanged,
  vacancyPreselected,
} from './model';
import type { ApplicationField } from './validate-application';
import './application-form.css';

interface ApplicationFormProps {
  readonly vacancies: readonly Vacancy[];
  readonly restaurants: readonly Restaurant[];
  readonly language: Language;
  /** `?vacancy=` of the link the visitor came by; a vacancy already in the draft wins. */
  readonly preselectedVacancy: string | null;
}

/** The job application: every keystroke lands in the session draft, so nothing typed is lost. */
export function ApplicationForm({
  vacancies,
  restaurants,
  language,
  preselectedVacancy,
}: ApplicationFormProps) {
  const { t } = useTranslation();
  useGate(ApplicationFormGate);
  const [draft, errors, sending, failed, sentId, refusals] = useUnit([
    $draft,
    $errors,
    $isSending,
    $sendFailed,
    $sentId,
    $refusedSubmits,
  ]);
  const [change, submit, preselect, startAnother] = useUnit([
    fieldChanged,
    applicationSubmitted,
    vacancyPreselected,
    anotherApplicationStarted,
  ]);
  const formRef = useFocusFirstInvalid(refusals);
  const sent = useRef<HTMLElement>(null);
  useEffect(() => {
    if (preselectedVacancy) preselect(preselectedVacancy);
  }, [preselectedVacancy, preselect]);
  // The form gives way to the answer where it was: the answer is brought into view and, focused,
  // read out.
  useEffect(() => {
    if (sentId !== null) focusIntoView(sent.current);
  }, [sentId]);

  if (sentId !== null) {
    return (
      <section
        ref={sent}
        className="form-success"
        aria-labelledby="application-sent"
        aria-describedby="application-sent-text"
        tabIndex={-1}
      >
        <h2 id="application-sent" className="section-title">
          {t('vacancyForm.sent')}
        </h2>
        <p id="application-sent-text">{t('vacancyForm.sent-text', { id: sentId })}</p>
        <Button variant="secondary" onClick={startAnother}>
          {t('vacancyForm.another')}
        </Button>
      </section>
    );
  }

  const errorOf = (field: ApplicationField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const text = (field: ApplicationField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      change({ field, value: event.target.value }),
  });

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t('vacancyForm.name')} error={errorOf('name')}>
        {(control) => <input {...control} {...text('name')} autoComplete="name" />}
      </Field>
      <PhoneField
        label={t('vacancyForm.phone')}
        error={errorOf('phone')}
        value={draft.phone}
        onChange={(value) => change({ field: 'phone', value })}
      />
      <Field label={t('vacancyForm.birth-date')} error={errorOf('birthDate')}>
        {(control) => <input {...control} {...text('birthDate')} type="date" autoComplete="bday" />}
      </Field>
      <Field label={t('vacancyForm.vacancy')} error={errorOf('vacancyId')}>
        {(control) => (
          <select {...control} {...text('vacancyId')}>
            <option value="">{t('vacancyForm.choose-vacancy')}</option>
            {vacancies.map((vacancy) => (
              <option key={vacancy.id} value={vacancy.id}>
                {vacancy.title[language]} · {vacancy.city[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('vacancyForm.restaurant')} error={errorOf('restaurantId')}>
        {(control) => (
          <select {...control} {...text('restaurantId')}>
            <option value="">{t('vacancies.any-restaurant')}</option>
            {restaurants.map((restaurant) => (
              <option key={restaurant.id} value={restaurant.id}>
                {restaurant.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('vacancyForm.experience')} error={errorOf('experience')}>
        {(control) => (
          <textarea
            {...control}
            {...text('experience')}
            rows={3}
            maxLength={APPLICATION_LIMITS.experience}
          />
        )}
      </Field>
      <Field label={t('vacancyForm.message')} error={errorOf('message')}>
        {(control) => (
          <textarea
            {...control}
            {...text('message')}
            rows={4}
            maxLength={APPLICATION_LIMITS.message}
          />
        )}
      </Field>
      {failed && <Notice tone="error">{t('vacancyForm.failed')}</Notice>}
      <Button type="submit" busy={sending}>
        {sending ? t('vacancyForm.sending') : t('vacancyForm.submit')}
      </Button>
    </form>
  );
}
