import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vacancy } from '@pizza-order-app/contract/hr-api';
import { ApiError } from '../../shared/api/api-error';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { ApplicationForm } from './application-form';
import { submitApplicationFx } from './model';
import type { ApplicationDraft } from './validate-application';

const text = { ru: 'Повар', en: 'Cook', uz: 'Oshpaz' };
const VACANCY: Vacancy = {
  id: 2,
  title: text,
  description: text,
  city: { ru: 'Ташкент', en: 'Tashkent', uz: 'Toshkent' },
  restaurantId: null,
  schedule: text,
  salary: { from: 1, to: 2 },
};

/** The form for the Cook vacancy, in English, in `scope`. */
const renderFormIn = (scope: Scope) =>
  renderApp(
    <ApplicationForm
      vacancies={[VACANCY]}
      restaurants={[]}
      language="en"
      preselectedVacancy={null}
    />,
    scope,
  );

const renderForm = (draft: Partial<ApplicationDraft>) => {
  const send = vi.fn().mockResolvedValue({ id: 7 });
  // The form picks its draft up from the tab's storage when it opens, as after a reload.
  sessionStorage.setItem(
    'vacancy-application-draft',
    JSON.stringify({
      name: 'Dilnoza Karimova',
      phone: '+998 90 123 45 67',
      birthDate: '1999-04-12',
      vacancyId: '2',
      restaurantId: '',
      experience: '',
      message: '',
      ...draft,
    }),
  );
  const scope = fork({
    values: [[$language, 'en']],
    handlers: [[submitApplicationFx, send]],
  });
  renderFormIn(scope);
  return { send };
};

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('ApplicationForm', () => {
  it('says that 2000-02-31 is no date, and sends nothing', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 12), toFake: ['Date'] });
    const user = userEvent.setup();
    const { send } = renderForm({ birthDate: '2000-02-31' });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'There is no such date: check the day and month.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a name with a bidi override and a newline in words', async () => {
    const user = userEvent.setup();
    const { send } = renderForm({ name: '\u202Eevil\nAdmin' });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'This text contains invisible or control characters (such as direction marks): retype it without them.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a leap-day birth date and a message of several lines', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 12), toFake: ['Date'] });
    const user = userEvent.setup();
    const { send } = renderForm({ birthDate: '2000-02-29', message: 'Hello,\nI cook.' });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Dilnoza Karimova',
      phone: '+998901234567',
      birthDate: '2000-02-29',
      vacancyId: 2,
      restaurantId: null,
      experience: '',
      message: 'Hello,\nI cook.',
    });
  });

  it('keeps what was typed in the tab, through a failed send and a reload', async () => {
    const user = userEvent.setup();
    const renderEmptyForm = () =>
      renderFormIn(
        fork({
          values: [[$language, 'en']],
          handlers: [
            [submitApplicationFx, () => Promise.reject(new ApiError('http', 503, 'HR is resting'))],
          ],
        }),
      );
    const { unmount } = renderEmptyForm();
    // Filled as the browser fills a field: one change each.
    const fill = async (field: HTMLElement, value: string) => {
      await user.click(field);
      await user.paste(value);
    };
    await fill(screen.getByRole('textbox', { name: 'Full name' }), 'Dilnoza Karimova');
    await fill(screen.getByRole('textbox', { name: 'Phone' }), '901234567');
    await user.type(screen.getByLabelText('Date of birth'), '1999-04-12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vacancy' }), 'Cook · Tashkent');
    await fill(screen.getByRole('textbox', { name: 'Work experience' }), 'Two years in a café');
    expect(JSON.parse(sessionStorage.getItem('vacancy-application-draft') ?? '')).toEqual({
      name: 'Dilnoza Karimova',
      phone: '+998 90 123 45 67',
      birthDate: '1999-04-12',
      vacancyId: '2',
      restaurantId: '',
      experience: 'Two years in a café',
      message: '',
    });

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/^The application was not sent\./)).toBeVisible();

    unmount();
    renderEmptyForm();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dilnoza Karimova');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+998 90 123 45 67');
    expect(screen.getByRole('textbox', { name: 'Work experience' })).toHaveValue(
      'Two years in a café',
    );
  });
});
