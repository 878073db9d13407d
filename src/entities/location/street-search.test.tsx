import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEvent, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import type { FoundPlace } from './find-place';
import { StreetSearch } from './street-search';
import { createStreetSearch, type ChosenStreet } from './street-search-model';

const NAVOI_15: FoundPlace = { longitude: 69.247, latitude: 41.322, address: 'Navoi Street, 15' };

/** One screen's search, as the delivery map and the place picker each make theirs. */
const screenSearch = () => {
  const search = createStreetSearch({ reset: createEvent() });
  const asked: string[] = [];
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
    ],
    handlers: [
      [
        search.suggestStreetsFx,
        (_: unknown, { text }: { text: string }) => {
          asked.push(text);
          return [NAVOI_15];
        },
      ],
    ],
  });
  const chosen: ChosenStreet[] = [];
  const submitted: string[] = [];
  createWatch({ unit: search.streetChosen, scope, fn: (street) => chosen.push(street) });
  createWatch({ unit: search.textSubmitted, scope, fn: (text) => submitted.push(text) });
  renderApp(<StreetSearch model={search} busy={false} />, scope);
  return { asked, chosen, submitted };
};

describe('StreetSearch', () => {
  it('suggests once typing pauses, and ArrowDown + Enter choose, with the apartment typed', async () => {
    const user = userEvent.setup();
    const { asked, chosen, submitted } = screenSearch();
    const field = screen.getByRole('combobox', { name: 'Street and house' });
    await user.type(field, 'Navoi 15 apt 12');
    const option = await screen.findByRole('option', { name: 'Navoi Street, 15' });
    // One search, for the text once typing stopped, without the apartment.
    expect(asked).toEqual(['Navoi 15']);
    expect(field).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([{ ...NAVOI_15, typedDoor: { apartment: '12' } }]);
    expect(submitted).toEqual([]);
    expect(field).toHaveValue('Navoi Street, 15');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
  });

  it('searches the text at once with Enter before any suggestion is reached, or with Find', async () => {
    const user = userEvent.setup();
    const { submitted, chosen } = screenSearch();
    const field = screen.getByRole('combobox', { name: 'Street and house' });
    await user.type(field, 'Navoi 15{Enter}');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(submitted).toEqual(['Navoi 15', 'Navoi 15']);
    expect(chosen).toEqual([]);
  });
});
