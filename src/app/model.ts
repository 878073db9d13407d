import { sample } from 'effector';
import { appStarted } from '../shared/lib/lifecycle/model';
import { watchViewportFx } from '../shared/lib/screen/model';

sample({ clock: appStarted, target: watchViewportFx });

export { appStarted };
