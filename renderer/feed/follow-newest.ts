import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';

/** Within this many pixels of the end, the reader is at the newest line. */
const AT_END_PX = 24;

/**
 * A feed keeps its newest line in view: whenever lines arrive, the list is laid out again (opened on a
 * long game, a notice under it, a banner above it squeezing it, a new language) it scrolls to the end,
 * unless the reader scrolled up to read an older line. Then it stays put and `unseen` counts the lines
 * that came since, for a "newest" button that goes back down (and follows again).
 */
export function useFollowNewest(list: Ref<HTMLElement | null>): { unseen: Ref<number>; following: Ref<boolean>; toNewest: () => void } {
  const following = ref(true);
  const unseen = ref(0);
  let lines = 0;
  /** Where the list stood after the last scroll we saw or made. */
  let lastTop = 0;

  const atEnd = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
  function toEnd(): void {
    const el = list.value;
    if (!el) return;
    // Our own move ends at the end, so its scroll event reads as "following" (no flag that a hidden
    // tab's missing animation frames could leave stuck).
    el.scrollTop = el.scrollHeight;
    lastTop = el.scrollTop;
  }
  /**
   * Only a move up is the reader leaving the newest line. A layout change (a tab switched, lines wrapped
   * anew on a phone) can leave the list short of its end without anyone scrolling: that keeps following.
   */
  function onScroll(): void {
    const el = list.value;
    if (!el) return;
    const top = el.scrollTop;
    if (atEnd(el)) following.value = true;
    else if (top < lastTop - 1) following.value = false;
    lastTop = top;
    if (following.value) unseen.value = 0;
  }
  /**
   * New lines scroll into view at the next frame, not at once: reading the list's height right after
   * the DOM changed would lay the whole page out inside the state message's task, and the frame would
   * lay it out again (issue 29.5: two thirds of a seat page's slowest messages). In a hidden tab the
   * frame comes when the tab is shown again, which is when the scroll matters.
   */
  let frame = 0;
  function toEndAtNextFrame(): void {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (following.value) toEnd();
    });
  }
  function changed(): void {
    const el = list.value;
    if (!el) return;
    const count = el.childElementCount;
    if (following.value) {
      toEndAtNextFrame();
      unseen.value = 0;
    } else if (count > lines) unseen.value += count - lines;
    lines = count;
  }
  function toNewest(): void {
    following.value = true;
    unseen.value = 0;
    toEnd();
  }

  let mutations: MutationObserver | null = null;
  let sizes: ResizeObserver | null = null;
  onMounted(() => {
    const el = list.value;
    if (!el) return;
    lines = el.childElementCount;
    el.addEventListener('scroll', onScroll, { passive: true });
    mutations = new MutationObserver(changed);
    mutations.observe(el, { childList: true, subtree: true, characterData: true });
    if (typeof ResizeObserver !== 'undefined') {
      sizes = new ResizeObserver(() => following.value && toEnd());
      sizes.observe(el);
    }
    toEnd();
  });
  onBeforeUnmount(() => {
    cancelAnimationFrame(frame);
    list.value?.removeEventListener('scroll', onScroll);
    mutations?.disconnect();
    sizes?.disconnect();
  });
  return { unseen, following, toNewest };
}
