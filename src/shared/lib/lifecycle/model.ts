import { createEvent } from 'effector';

/** The app booted: one scope exists and persisted state may be picked up. */
export const appStarted = createEvent();
