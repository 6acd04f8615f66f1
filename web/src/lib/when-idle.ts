// After the page has loaded and settled (at most ~3 s on a slow phone): for work a first visit must not wait on,
// such as loading the full Firestore SDK for the live listeners of a signed-in customer.
export function whenIdle(run: () => void): number {
  return window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, 1000);
}
