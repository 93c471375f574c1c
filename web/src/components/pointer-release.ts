/**
 * Work that would move the page, held while the primary pointer button is pressed. A press on a button blurs the field
 * before the button's click; if the field's error appeared then, the button would move from under the pointer and the
 * release would land elsewhere, losing the click. Held work runs in the task after the release, so after the click.
 */
let pressed = false;
let held: (() => void)[] = [];

function release() {
  if (!pressed) return;
  pressed = false;
  const due = held;
  held = [];
  if (due.length > 0) setTimeout(() => due.forEach((run) => run()), 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.button === 0) pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `work` now, or right after the pressed pointer is released. */
export function afterPointerRelease(work: () => void): void {
  if (pressed) held.push(work);
  else work();
}
