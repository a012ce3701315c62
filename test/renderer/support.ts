import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, vi } from 'vitest';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';

export function plugins(language: Parameters<typeof createRumboI18n>[0] = 'en') {
  const pinia = createPinia();
  setActivePinia(pinia);
  return [pinia, createRumboI18n(language)];
}

/** Lets queued promise callbacks (a store's chain of awaits) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** Each test of the file on fake timers and a fake clock, real ones after it. */
export function fakeClockEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
