// An opened record's panel (an order, a purchase order, a customer, a referral code) sits above its list on all but
// the widest screens: opening one low in the list must bring its title into view, not leave it thousands of pixels
// above, and move the focus there so a keyboard or screen reader follows. Give the title `ref` and `tabIndex={-1}`.
// Tapping Open again on the record already open (scrolled away from it) brings it back too: `revealOpenAgain`.
import { useEffect, useRef } from 'react';

/** Room kept under the title for the panel's first lines: a title this close to the bottom is brought up too. */
const ROOM_BELOW = 80;
/** The window event `revealOpenAgain` sends: the open record's Open was tapped again. */
const REVEAL_AGAIN = 'aso:reveal-open-again';

/** Brings the open record's title back into view and focus (its Open tapped again changes no state). */
export function revealOpenAgain(): void {
  window.dispatchEvent(new Event(REVEAL_AGAIN));
}

export function useRevealOnOpen<E extends HTMLElement = HTMLHeadingElement>(openedKey: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const reveal = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight - ROOM_BELOW) el.scrollIntoView?.({ block: 'start' });
      el.focus({ preventScroll: true });
    };
    reveal();
    window.addEventListener(REVEAL_AGAIN, reveal);
    return () => window.removeEventListener(REVEAL_AGAIN, reveal);
  }, [openedKey]);
  return ref;
}
