/** Said before any catalogue is here, so in every language the app speaks. */
export const LOAD_PROBLEM = [
  'No se pudieron cargar los textos de Rumbo: vuelve a cargar la página.',
  'Rumbo could not load its texts: reload the page.',
  'Impossibile caricare i testi di Rumbo: ricarica la pagina.',
] as const;

/** The page, when its language cannot be fetched: what happened and a button to try again, not a blank window. */
export function showLoadProblem(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'load-problem';
  box.style.cssText = 'max-width: 40rem; margin: 3rem auto; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif;';
  for (const line of LOAD_PROBLEM) box.append(Object.assign(document.createElement('p'), { textContent: line }));
  const reload = Object.assign(document.createElement('button'), { type: 'button', textContent: '↻' });
  reload.setAttribute('aria-label', 'Reload');
  reload.style.cssText = 'min-width: 44px; min-height: 44px; font-size: 1.25rem;';
  reload.addEventListener('click', () => location.reload());
  box.append(reload);
  root.replaceChildren(box);
}
