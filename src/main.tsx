import './app/styles.css';

const container = document.getElementById('root');

// The prerendered shell is painted before the app's code is even evaluated, so the first paint
// never waits for JavaScript. A hidden tab paints no frames: the timeout starts it anyway.
const shellPainted = new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 100);
});

if (container) {
  void shellPainted.then(() => import('./app/boot')).then(({ boot }) => boot(container));
}
