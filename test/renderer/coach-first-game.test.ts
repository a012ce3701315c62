/**
 * "A player who finishes the first game should be able to win against a level-1 bot": a newcomer
 * who does exactly what the coach says (coach-player.ts) plays the tutorial's game — training map,
 * turn by turn, the whole Blue crew against the level-1 bot crew — through the engine.
 */
import { describe, expect, it } from 'vitest';
import { RUN_TIMEOUT } from '../support/run-budget';
import { playFirstGame } from './coach-player';
import { coachRun } from './coach-run';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { LANGUAGES } from '../../renderer/i18n';
import type { News } from '../../renderer/coach/coach-news';
import en from '../../renderer/i18n/en';
import es from '../../renderer/i18n/es';
import it_ from '../../renderer/i18n/it';
import type { Tip } from '../../renderer/coach/coach';
import { newsText, sectorsText, tipText } from '../../renderer/coach/coach-text';
import { FIRE_FEW } from '../../renderer/coach/coach-hunt';
import { sentenceTokens, TOPICS, topicsTaught } from '../../renderer/coach/coach-topics';

const SEEDS = 60;

describe('the first game, played as the coach says', () => {
  it('beats the tutorial’s level-1 bot in most seeds, and every advised command is accepted', { timeout: RUN_TIMEOUT }, () => {
    let wins = 0;
    const said = new Set<string>();
    const taught = new Map<string, number>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      // playFirstGame throws if the engine refuses a command the coach advised.
      const game = playFirstGame(seed);
      expect(game.outcome, `seed ${seed} ended`).not.toBeNull();
      if (game.outcome?.winner === 'blue') wins++;
      for (const key of [...game.tips, ...game.news]) said.add(key);
      for (const topic of topicsTaught([...game.tips, ...game.news, ...game.shown.flatMap(sentenceTokens)])) taught.set(topic, (taught.get(topic) ?? 0) + 1);
      // "Fire" only when the blast can hit: it covers every cell the sheet leaves, or half of a few.
      for (const item of game.shown) {
        if (item.key !== 'fire' && item.key !== 'detonate') continue;
        const { n, covered } = item.params as { n: number; covered: number };
        expect(covered >= n || (n <= FIRE_FEW && 2 * covered >= n), `seed ${seed} ${item.key} ${covered}/${n}`).toBe(true);
      }
    }
    // Each lesson of a first game comes up in most games (all 300 seeds of bench:coach: docs/decisions.md).
    for (const topic of TOPICS) expect(taught.get(topic) ?? 0, topic).toBeGreaterThanOrEqual(Math.ceil(SEEDS * 0.8));
    // 256 of 300 on seeds 1001–1300 in npm run bench:coach (the level-1 bot against itself: 165 of 300) (docs/decisions.md); a coach that stopped hunting falls to about half.
    expect(wins).toBeGreaterThanOrEqual(Math.ceil(SEEDS * 0.7));
    // The lessons that decide games came up at their moment.
    for (const key of ['fire', 'drone', 'sonarUse', 'mine', 'torpedoWait', 'courseRoute', 'enemyFiredEscape', 'hit', 'enemyHit', 'broke', 'surfaceBroken', 'surfaced', 'repaired']) {
      expect(said, key).toContain(key);
    }
  });
});

describe('issue 29’s goals, on bench:coach’s own 300 seeds', () => {
  it('every lesson is taught in ≥ 90 % of first games, and the coached crew wins ≥ 85 % against the level-1 bot', { timeout: RUN_TIMEOUT }, () => {
    // The same games as npm run bench:coach (seeds 1001–1300, deterministic): a coach change that
    // teaches a lesson less often or loses more games fails here, not only in the benchmark's figures.
    const { games, wins, taught } = coachRun(300);
    for (const topic of TOPICS) expect((taught.get(topic) ?? 0) / games, topic).toBeGreaterThanOrEqual(0.9);
    expect(wins / games).toBeGreaterThanOrEqual(0.85);
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
          // {cells} is said from {n}; {why} is a sentence of its own, checked below.
          const given = name === 'systems' ? (item.systems?.length ?? 0) > 0 : name === 'cells' ? 'n' in item.params : name! in item.params;
          expect(given, `${language} ${item.key}: {${name}}`).toBe(true);
        }
        if (typeof item.params.why === 'string') {
          const why = (catalogues[language]!.tutorial as unknown as Record<'why', Record<string, string>>).why[item.params.why]!;
          expect(why, `${language} why.${item.params.why}`).toBeTruthy();
          for (const [, name] of why.matchAll(/\{(\w+)\}/g)) expect(name === 'cells' ? 'n' in item.params : name! in item.params, `${language} why.${item.params.why}: {${name}}`).toBe(true);
        }
        const text = isNews ? newsText(say, item as News) : tipText(say, item as Tip);
        expect(text, `${language} ${item.key}`).not.toMatch(/undefined|tutorial\.|systems\.|directions\.|symbolTypes\./);
      }
    }
  });
});

describe('the sectors the coach reads out', () => {
  it('say "sector 2" for one and "sectors 1, 2 and 4" for several, in es, en and it', () => {
    const say = (language: (typeof LANGUAGES)[number], list: string) =>
      sectorsText(createRumboI18n(language).global.t as unknown as (key: string, params?: Record<string, unknown>, n?: number) => string, list);
    expect(say('en', '2')).toBe('sector 2');
    expect(say('en', '1 2 4')).toBe('sectors 1, 2 and 4');
    expect(say('es', '2')).toBe('el sector 2');
    expect(say('es', '2 3')).toBe('los sectores 2 y 3');
    expect(say('it', '3')).toBe('nel settore 3');
    expect(say('it', '1 3')).toBe('nei settori 1 e 3');
    expect(say('en', '')).toBe('any sector');
    expect(say('es', '')).toBe('cualquier sector');
    expect(say('it', '')).toBe('in qualsiasi settore');
  });
});
