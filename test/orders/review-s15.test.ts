import { describe, expect, it } from 'vitest';
import { match, type Lang } from '../../shared/orders';

/**
 * Table talk an adversarial reviewer wrote against this session's new rules (session 15), that those
 * rules had made act or ask: the words that take an order back, read as cancels; an alternative ruled
 * out before a report of the enemy's ("no torpedo, they fired a torpedo at c eight"); a correction after
 * our own past move ("fuimos al norte, corrijo, al sur"); a seat called, not naming itself.
 */
const TALK: readonly (readonly [Lang, string])[] = [
  ['en', 'forget it'],
  ['en', 'nah'],
  ['es', 'qué va'],
  ['es', 'ni hablar'],
  ['es', 'mejor no'],
  ['it', 'ma no'],
  ['it', 'macché'],
  ['it', 'meglio di no'],
  ['en', "don't forget it"],
  ['en', "i'll never forget it"],
  ['es', 'al norte mejor no'],
  ['en', 'north, forget it'],
  ['en', 'not c five, they fired at c eight'],
  ['it', 'non ci cinque, hanno sparato in ci otto'],
  ['en', 'no torpedo, they fired a torpedo at c eight'],
  ['es', 'no torpedo, nos dispararon un torpedo a ce ocho'],
  ['en', 'no mine, they laid a mine at h four'],
  ['es', 'no mina, pusieron una mina en hache cuatro'],
  ['en', 'no sonar, they have a sonar'],
  ['it', 'no sonar, hanno il sonar'],
  ['it', 'no drone, hanno usato il drone'],
  ['it', 'non il siluro, loro hanno il siluro'],
  ['en', 'not north, they went south'],
  ['en', 'not north, the island is north'],
  ['es', 'no al norte, vienen del norte'],
  ['it', 'non ci cinque, abbiamo colpito ci otto'],
  ['en', "not c five, don't torpedo c eight either"],
  ['en', "not d four, i think they're at d six"],
  ['it', 'siamo andati a nord, cioè a sud'],
  ['es', 'fuimos al norte, corrijo, al sur'],
  ['en', 'calling the engineer, cross the red'],
];

describe('the review of session 15: talk the new rules had made act', () => {
  it.each(TALK)('%s "%s" is refused by every seat, key pressed or not', (lang, text) => {
    for (const role of ['captain', 'firstMate', 'engineer'] as const) {
      for (const mode of ['ptt', 'open'] as const) expect(match(text, { lang, role, mode }).decision.kind, `${role} ${mode}`).toBe('reject');
    }
  });

  it('a word that replaces a value, said last, takes nothing back: "head north, make it quick", "head north actually" still run (behind a confirmation)', () => {
    for (const text of ['head north, make it quick', 'head north actually']) {
      expect(match(text, { lang: 'en', role: 'captain', mode: 'ptt' }).decision).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
    }
  });
});
