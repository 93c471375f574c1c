/** Finds a FormField input by its field name (FormField gives it the id `field-<name>`), whatever the language. */
export function fieldInput(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`#field-${name}`);
  if (!input) throw new Error(`No form field "${name}" in the story`);
  return input;
}

/** The submit button of the story's form (the layout around it has buttons of its own). */
export function submitButton(canvasElement: HTMLElement): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('No submit button in the story');
  return button;
}
