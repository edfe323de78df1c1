// A headless script: timers run on the virtual clock, so `--advance 5` takes microseconds.
console.log('show starts');
setTimeout(() => console.log('product highlighted at', Date.now() - performance.timeOrigin, 'ms'), 1500);
const tick = setInterval(() => console.log('viewer count update'), 2000);
setTimeout(() => { clearInterval(tick); console.log('show ends'); }, 4500);
