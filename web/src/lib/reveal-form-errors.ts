// Every form, storefront and back office (docs/architecture.md#forms): when a submit leaves problems on screen, the
// first one is brought into view and its field takes the focus — never the button the person just pressed, with the
// messages above the visible part of a long form or a modal. One listener for the whole app, so no form can forget:
// it watches the submitted form until its problems appear (at once for checks in the browser, later for the
// server's), and gives up when the person moves on (types or taps) or after WATCH_MS.

/** A server's answer comes within this; after it, a late message never takes the focus from what the person does. */
const WATCH_MS = 15_000;

/** Drawn on the page (not in a closed tab or a hidden section); a browser without the check counts everything. */
const visible = (el: Element): boolean => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** The first field marked invalid that can be seen, else the form's first failure notice. */
function firstProblem(form: HTMLFormElement): { readonly el: HTMLElement; readonly field: boolean } | null {
  const field = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(visible);
  if (field) return { el: field, field: true };
  const notice = form.querySelector<HTMLElement>('.notice--error, [role="alert"]');
  return notice && visible(notice) ? { el: notice, field: false } : null;
}

function reveal(problem: { readonly el: HTMLElement; readonly field: boolean }): void {
  // Centred: clear of the storefront's sticky header and of a modal's own header and footer.
  problem.el.scrollIntoView?.({ block: 'center' });
  // A notice is announced (role=alert) where it is; only a field takes the focus, so typing fixes it at once.
  if (problem.field) problem.el.focus({ preventScroll: true });
}

/** Starts watching submits under `root`; answers the function that stops it. */
export function watchFormErrors(root: Document): () => void {
  let stopWatching: (() => void) | null = null;

  const watch = (form: HTMLFormElement) => {
    stopWatching?.();
    let done = false;
    const check = () => {
      if (done) return;
      const problem = firstProblem(form);
      if (!problem) return;
      stop();
      reveal(problem);
    };
    const observer = new MutationObserver(check);
    // Typing or tapping after the submit (its own key press and tap came before it) is the person moving on.
    const moveOn = () => stop();
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      root.removeEventListener('keydown', moveOn, true);
      root.removeEventListener('pointerdown', moveOn, true);
      if (stopWatching === stop) stopWatching = null;
    };
    stopWatching = stop;
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    const timer = setTimeout(stop, WATCH_MS);
    root.addEventListener('keydown', moveOn, true);
    root.addEventListener('pointerdown', moveOn, true);
    // Problems still shown from the last attempt change nothing in the DOM: look once the submit's render is done.
    setTimeout(check, 0);
  };

  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) watch(event.target);
  };
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('submit', onSubmit, true);
    stopWatching?.();
  };
}
