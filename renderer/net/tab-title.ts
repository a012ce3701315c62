import { watchEffect, type Ref } from 'vue';
import { presence } from './tab-presence';

/**
 * The tab's title names who plays in it ("Rumbo · Bea"), so a player with several tabs finds theirs;
 * when another tab asks this one to come forward, it tries (`window.focus()`: browsers often refuse a
 * background tab) and marks its title with 👉 until the player looks at it.
 */
export function useTabTitle(who: Ref<string | null>, marked: (title: string) => string): void {
  let pointing = false;
  const base = () => (who.value ? `Rumbo · ${who.value}` : 'Rumbo');
  const show = () => (document.title = pointing ? marked(base()) : base());
  watchEffect(show);
  presence().onFocusAsked(() => {
    window.focus();
    pointing = document.visibilityState !== 'visible';
    show();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !pointing) return;
    pointing = false;
    show();
  });
}
