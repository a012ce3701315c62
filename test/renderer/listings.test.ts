/** The LAN list (19.7): every listing shows where it comes from, and look-alike hosts are flagged. */
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../shared/protocol/messages';
import { hostAddress, listGames, sameHost, type ListedHost } from '../../renderer/lobby/listings';

function game(code: string, phase: GameSummary['phase'] = 'lobby'): GameSummary {
  return {
    gameId: `g-${code}`,
    code,
    edition: 'base',
    mode: 'realtime',
    mapId: 'alpha-15',
    phase,
    seats: { blue: { held: 1, total: 4 }, yellow: { held: 0, total: 4 } },
    members: 1,
    createdAt: new Date(0).toISOString(),
  };
}

const REAL: ListedHost = { name: 'Rumbo on vm', address: '192.168.1.20', port: 47800, fingerprint: 'ABCDE-FGHIJ', verified: true, games: [game('QWER'), game('ZXCV')] };

describe('game listings', () => {
  it('one entry per game, each with its host’s address and fingerprint; no conflict alone', () => {
    const list = listGames([REAL]);
    expect(list.map((l) => [l.game.code, l.address, l.host.fingerprint, l.conflicts])).toEqual([
      ['QWER', '192.168.1.20:47800', 'ABCDE-FGHIJ', []],
      ['ZXCV', '192.168.1.20:47800', 'ABCDE-FGHIJ', []],
    ]);
    expect(new Set(list.map((l) => l.key)).size).toBe(2);
    expect(hostAddress({ address: 'fe80::1', port: 47800 })).toBe('[fe80::1]:47800');
  });

  it('a fake answering with the real name and codes from another address flags both sides', () => {
    const fake: ListedHost = { name: 'Rumbo on vm', address: '192.168.1.66', port: 47800, fingerprint: 'ZZZZZ-ZZZZZ', verified: true, games: [game('QWER')] };
    const list = listGames([REAL, fake]);
    const real = list.filter((l) => l.host === REAL);
    expect(real.find((l) => l.game.code === 'QWER')!.conflicts).toEqual(['name', 'code']);
    expect(real.find((l) => l.game.code === 'ZXCV')!.conflicts).toEqual(['name']);
    expect(list.find((l) => l.host === fake)!.conflicts).toEqual(['name', 'code']);
  });

  it('a name that only looks the same (case, spaces, width, dashes) is the same name', () => {
    const fake: ListedHost = { name: '  RUMBO  on－VM ', address: '192.168.1.66', port: 47800, games: [game('AAAA')] };
    expect(listGames([REAL, fake]).find((l) => l.host === fake)!.conflicts).toEqual(['name']);
  });

  it('host names are compared as player names are: look-alike letters, a number or a bracket added (issue 28.4)', () => {
    for (const name of ['Rumbo оn vm' /* Cyrillic о */, 'Rumbo on vm 2', 'Rumbo on vm (official)', 'Rumbo on vm.']) {
      const fake: ListedHost = { name, address: '192.168.1.66', port: 47800, games: [game('AAAA')] };
      expect(listGames([REAL, fake]).find((l) => l.host === fake)!.conflicts, name).toEqual(['name']);
    }
    const other: ListedHost = { name: 'Rumbo on pc', address: '192.168.1.66', port: 47800, games: [game('AAAA')] };
    expect(listGames([REAL, other]).find((l) => l.host === other)!.conflicts).toEqual([]);
  });

  it('a listing whose proof names another address is flagged as relayed, and one key at two addresses on both (issue 28.4)', () => {
    const relay: ListedHost = { ...REAL, address: '192.168.1.66', verified: false, provenAt: '192.168.1.20:47800', games: [game('ASDF')] };
    const list = listGames([REAL, relay]);
    const relayed = list.find((l) => l.host === relay)!;
    expect(relayed.conflicts).toEqual(['relayed', 'twoAddresses', 'name']);
    expect(relayed.elsewhere).toEqual(['192.168.1.20:47800']);
    expect(list.filter((l) => l.host === REAL).map((l) => [l.conflicts, l.elsewhere])).toEqual([
      [['twoAddresses', 'name'], ['192.168.1.66:47800']],
      [['twoAddresses', 'name'], ['192.168.1.66:47800']],
    ]);
    // Alone in the list, a relayed answer is still flagged.
    expect(listGames([relay])[0]!.conflicts).toEqual(['relayed']);
  });

  it('a fake copying the real fingerprint is not the same host unless it proves the key', () => {
    const copy: ListedHost = { ...REAL, address: '192.168.1.66', verified: false, games: [game('QWER')] };
    expect(sameHost(REAL, copy)).toBe(false);
    expect(listGames([REAL, copy]).find((l) => l.host === copy)!.conflicts).toEqual(['twoAddresses', 'name', 'code']);
    // The same host reached at two addresses (two interfaces), proving its key at both (each proof names
    // its own address, which a relay cannot make): no conflict.
    const otherInterface: ListedHost = { ...REAL, address: '10.0.0.5' };
    expect(sameHost(REAL, otherInterface)).toBe(true);
    expect(listGames([REAL, otherInterface]).every((l) => l.conflicts.length === 0)).toBe(true);
  });

  it('the same code on another port of the same address is a conflict; a filter drops finished games', () => {
    const other: ListedHost = { name: 'Other', address: REAL.address, port: 47900, games: [game('ZXCV'), game('DONE', 'over')] };
    const list = listGames([REAL, other], (g) => g.phase !== 'over');
    expect(list.map((l) => l.game.code)).toEqual(['QWER', 'ZXCV', 'ZXCV']);
    expect(list.filter((l) => l.game.code === 'ZXCV').map((l) => l.conflicts)).toEqual([['code'], ['code']]);
    // A dropped game still conflicts: its code is claimed twice all the same.
    const finishedClash = listGames([REAL, { ...other, games: [game('QWER', 'over')] }], (g) => g.phase !== 'over');
    expect(finishedClash.find((l) => l.game.code === 'QWER')!.conflicts).toEqual(['code']);
  });
});
