// Prints a URL that opens the app in mini-app mode in a desktop browser (`npm run dev` build):
//   npm run telegram:url -- [--dark] [--start p_r1_luz] [--user 42] [--port 5173]
import { parseArgs } from 'node:util';
import { telegramLaunchHash } from './telegram-launch.mjs';

const { values } = parseArgs({
  options: {
    dark: { type: 'boolean', default: false },
    start: { type: 'string' },
    user: { type: 'string', default: '5550001' },
    port: { type: 'string', default: '5173' },
  },
});
const hash = telegramLaunchHash({
  userId: Number(values.user),
  theme: values.dark ? 'dark' : 'light',
  startParam: values.start,
});
console.log(`http://127.0.0.1:${values.port}/${hash}`);
