import { sample } from 'effector';
import { createStreetSearch } from '../../entities/location/lazy';
import { locationChangeLeft } from './model';
import { addressSearched, deliveryPointPicked } from './pick-model';

/**
 * The picker's street search: a street chosen from the suggestions goes to the confirmation with
 * the apartment typed along, a submitted text is found at once.
 */
export const pickerStreetSearch = createStreetSearch({ reset: locationChangeLeft });
sample({ clock: pickerStreetSearch.textSubmitted, target: addressSearched });
sample({ clock: pickerStreetSearch.streetChosen, target: deliveryPointPicked });
