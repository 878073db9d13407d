import { createEvent, sample } from 'effector';
import { watchViewportFx } from '../shared/lib/screen/model';

/** The app booted: the scope exists and the first render is about to happen. */
export const appStarted = createEvent();

sample({ clock: appStarted, target: watchViewportFx });
