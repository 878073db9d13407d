// React 19 has useSyncExternalStore built in; libraries written for React 17 import a shim of it.
// vite.config.ts points the shim here so no visitor downloads a polyfill React never runs.
import { useSyncExternalStore } from 'react';

export { useSyncExternalStore };
// effector-react imports the shim's CommonJS module object as a default.
export default { useSyncExternalStore };
