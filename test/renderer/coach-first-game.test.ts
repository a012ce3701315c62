/**
 * "A player who finishes the first game should be able to win against a level-1 bot": a newcomer
 * who does exactly what the coach says (coach-player.ts) plays the tutorial's game — training map,
 * turn by turn, the whole Blue crew against the level-1 bot crew — through the engine.
 */
import { describe, expect, it } from 'vitest';
import { RUN_TIMEOUT } from '../support/run-budget';
import { playFirstGame } from './coach-player';
import { createRumboI18n, LANGUAGES } from '../../renderer/i18n';
import type { News } from '../../renderer/util/coach-news';
import en from '../../renderer/i18n/en';
import es from '../../renderer/i18n/es';
import it_ from '../../renderer/i18n/it';
import type { Tip } from '../../renderer/util/coach';
import { newsText, tipText } from '../../renderer/util/coach-text';

const SEEDS = 60;

describe('the first game, played as the coach says', () => {
  it('beats the tutorial’s level-1 bot in most seeds, and every advised command is accepted', { timeout: RUN_TIMEOUT }, () => {
    let wins = 0;
    const said = new Set<string>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      // playFirstGame throws if the engine refuses a command the coach advised.
      const game = playFirstGame(seed);
      expect(game.outcome, `seed ${seed} ended`).not.toBeNull();
      if (game.outcome?.winner === 'blue') wins++;
      for (const key of [...game.tips, ...game.news]) said.add(key);
    }
    // 47 of 60 when written (245 of 300 on seeds 1001–1300; the level-1 bot against itself: 165 of 300) (docs/decisions.md); a coach that stopped hunting falls to about half.
    expect(wins).toBeGreaterThanOrEqual(Math.ceil(SEEDS * 0.7));
    // The lessons that decide games came up at their moment.
    for (const key of ['fire', 'drone', 'hit', 'enemyHit', 'broke', 'surfaceBroken', 'surfaced', 'repaired']) expect(said, key).toContain(key);
  });
});

describe('the coach’s sentences in a real first game', () => {
  it('have every placeholder filled, with names in the player’s language (es, en, it)', { timeout: RUN_TIMEOUT }, () => {
    const shown = new Map<string, Tip | News>();
    for (let seed = 1; seed <= 8; seed++) for (const item of playFirstGame(seed).shown) shown.set(JSON.stringify(item), item);
    expect(shown.size).toBeGreaterThan(20);
    const catalogues = { es, en, it: it_ } as unknown as Record<string, { tutorial: Record<'steps' | 'news', Record<string, string>> }>;
    for (const language of LANGUAGES) {
      const { t } = createRumboI18n(language).global;
      const say = t as unknown as (key: string, params?: Record<string, unknown>) => string;
      for (const item of shown.values()) {
        const isNews = 'advice' in item === false;
        // vue-i18n leaves a missing parameter empty: check the raw sentence's placeholders against what the coach gives.
        const raw = catalogues[language]!.tutorial[isNews ? 'news' : 'steps'][item.key]!;
        for (const [, name] of raw.matchAll(/\{(\w+)\}/g)) {
          const given = name === 'systems' ? (item.systems?.length ?? 0) > 0 : name! in item.params;
          expect(given, `${language} ${item.key}: {${name}}`).toBe(true);
        }
        const text = isNews ? newsText(say, item as News) : tipText(say, item as Tip);
        expect(text, `${language} ${item.key}`).not.toMatch(/undefined|tutorial\.|systems\.|directions\.|symbolTypes\./);
      }
    }
  });
});
