/**
 * Issue 19.3: a game's members are told apart by name. Two members may not both be "Cara", nor
 * "Cara" and a look-alike (case, accents, Cyrillic or Greek letters, zero-width characters); a name
 * shows something (no Hangul filler, no blank), and no name carries a tower of combining marks.
 * Real host, real sockets on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { cleanName, isVisibleName, MAX_MARKS, parseClientMessage, PROTOCOL_VERSION, type HostMessageOf } from '../../shared/protocol';
import { clashesWithBot, nameKeys, namesClash } from '../../shared/protocol/name-key';
import { defaultMemberName } from '../../shared/seat-windows/names';
import type { RoleId } from '../../shared/seat-windows/seats';
import { hostSession } from './support/session';
import type { TestClient } from './support/test-client';

const session = hostSession();

function helloName(raw: string): string {
  const parsed = parseClientMessage(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: raw }));
  if (!parsed.ok || parsed.message.type !== 'hello') throw new Error(`hello refused: ${raw}`);
  return parsed.message.name;
}

async function joinError(client: TestClient, code: string): Promise<HostMessageOf<'error'> | HostMessageOf<'joined'>> {
  client.send({ type: 'join', code });
  return client.nextWhere((m) => m.type === 'joined' || (m.type === 'error' && m.inReplyTo === 'join'), 'join answer') as Promise<
    HostMessageOf<'error'> | HostMessageOf<'joined'>
  >;
}

describe('names at the protocol edge (19.3)', () => {
  it('lose zero-width characters and Hangul fillers; keep emoji sequences whole', () => {
    expect(helloName('Ana\u200B')).toBe('Ana');
    expect(helloName('\u2060C\u200Dara\uFEFF')).toBe('Cara');
    expect(helloName('\u3164')).toBe('');
    expect(helloName('\u115F\u1160\uFFA0 \u2800')).toBe('');
    expect(helloName('Bea \u00AD')).toBe('Bea');
    // An astronaut (woman + ZWJ + rocket) and a keycap keep their joiners and selectors.
    expect(helloName('👩\u200D🚀 1\uFE0F\u20E3')).toBe('👩\u200D🚀 1\uFE0F\u20E3');
  });

  it('keep at most MAX_MARKS combining marks per letter, none without a letter', () => {
    const tower = `A${'\u0301'.repeat(23)}na`;
    const name = helloName(tower);
    expect([...name].filter((c) => /\p{M}/u.test(c)).length).toBeLessThanOrEqual(MAX_MARKS);
    expect(name.normalize('NFD').startsWith('A')).toBe(true);
    expect(name.endsWith('na')).toBe(true);
    expect(cleanName('\u0301\u0301x')).toBe('x');
    // Vietnamese (NFC) and Thai keep their marks.
    expect(cleanName('Nguyễn')).toBe('Nguyễn');
    expect(cleanName('สมชาย ก้อง')).toBe('สมชาย ก้อง');
  });

  it('know a blank name', () => {
    for (const blank of ['', ' ', '\u3164', '\u0301\u0301']) expect(isVisibleName(cleanName(blank))).toBe(false);
    for (const name of ['Ana', '7', '🚢', '李']) expect(isVisibleName(cleanName(name))).toBe(true);
  });
});

describe('look-alike names (19.3)', () => {
  it('clash after case folding, NFKC, accents, zero-width and confusable letters', () => {
    const clashes: [string, string][] = [
      ['Cara', 'cara'],
      ['Cara', 'CARA'],
      ['Ana', '\u0410na'], // Cyrillic А
      ['Ana', '\u0430na'], // Cyrillic а
      ['Ana', '\u0391n\u03B1'], // Greek Α, α
      ['Dan', 'Ｄａｎ'], // fullwidth
      ['Dan', '𝐃𝐚𝐧'], // mathematical bold
      ['Dan', 'Dän'],
      ['Dan', 'D\u200Ban'],
      ['Ian', 'lan'], // capital I and small l
      ['Ian', 'ian'],
      ['Tom0', 'TomO'],
      ['Kim', 'Kirn'], // m and rn
      ['Sofia', 'Sofía'],
    ];
    for (const [a, b] of clashes) expect(namesClash(a, b), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of [
      ['Ana', 'Ann'],
      ['ian', 'lan'],
      ['Dan', 'Dani'],
      ['Bea', 'Bee'],
    ] as const)
      expect(namesClash(a, b), `${a} ≁ ${b}`).toBe(false);
    expect(nameKeys('Ana')[0]).toBe(nameKeys('АNA')[0]);
  });
});

describe('names that add to another (28.5)', () => {
  it('punctuation, spaces, digits at the end or a bracketed suffix make a look-alike; nothing left keeps names apart', () => {
    for (const b of ['Dan.', 'Dan!', 'D.a.n', 'Dan 2', 'Dan2', 'Dan-02', 'Dan (2)', 'Dan [real]', 'Dan (the real one)', '«Dan»', 'Dаn 2' /* Cyrillic а */, 'dan_'])
      expect(namesClash('Dan', b), `Dan ~ ${b}`).toBe(true);
    expect(namesClash('Dan 2', 'Dan 3')).toBe(true);
    expect(namesClash('Mary Ann', 'MaryAnn')).toBe(true);
    for (const [a, b] of [
      ['Dan', 'Dani'],
      ['Dan', '2Dan'.replace('2', 'X')],
      ['42', '7'],
      ['(a)', '(b)'],
      ['Ana', 'Anna'],
    ] as const)
      expect(namesClash(a, b), `${a} ≁ ${b}`).toBe(false);
  });

  it("a bot's \"(bot)\" is the host's mark, not an added suffix: Coral may play beside \"Coral (bot)\"", () => {
    for (const name of ['Coral (bot)', 'Coral bot', 'CORAL (BOT) 2', 'Coral (b0t)']) expect(clashesWithBot('Coral (bot)', name), name).toBe(true);
    for (const name of ['Coral', 'Coral 2', 'Coral (2)', 'Coralie']) expect(clashesWithBot('Coral (bot)', name), name).toBe(false);
  });

  it("the app's default seat-window names never look alike, in any language (hot-seat games)", () => {
    const roleSets: RoleId[][] = [['captain'], ['firstMate'], ['engineer'], ['radioOperator'], ['captain', 'firstMate'], ['captain', 'firstMate', 'engineer'], ['engineer', 'radioOperator'], ['captain', 'firstMate', 'engineer', 'radioOperator']];
    for (const lang of ['es', 'en', 'it'] as const) {
      const names = (['blue', 'yellow'] as const).flatMap((team) => roleSets.map((roles) => defaultMemberName(lang, team, roles)));
      for (const [i, a] of names.entries()) for (const b of names.slice(i + 1)) if (a !== b) expect(namesClash(a, b), `${a} ~ ${b}`).toBe(false);
    }
  });

  it('on the wire: "Dan." and "Dan (2)" are refused beside Dan, a rename too; "Iker" joins beside the bot "Iker (bot)"', async () => {
    await session.start();
    const dan = await session.client('Dan');
    const { code } = await dan.create({ mode: 'turn', mapId: 'alpha-10' });
    for (const copy of ['Dan.', 'Dan 2', 'Dan (2)']) {
      const other = await session.client(copy);
      const answer = await joinError(other, code);
      expect(answer.type === 'error' ? answer.code : `joined as ${copy}`, copy).toBe('name.taken');
    }
    dan.send({ type: 'addBot', team: 'blue', roles: ['radioOperator'], level: 1 });
    await dan.next('lobby', (l) => l.members.some((m) => m.name === 'Iker (bot)'));
    const iker = await session.client('Iker');
    expect((await joinError(iker, code)).type).toBe('joined');
    iker.send({ type: 'rename', name: 'Dan!' });
    expect((await iker.next('error', (e) => e.inReplyTo === 'rename')).code).toBe('name.taken');
  });
});

describe('names in a game (19.3)', () => {
  it('are unique: a second "Cara", a Cyrillic "Аna" or a zero-width copy is refused with name.taken', async () => {
    await session.start();
    const cara = await session.client('Cara');
    const { code } = await cara.create({ mode: 'turn', mapId: 'alpha-10' });
    const ana = await session.client('Ana');
    await ana.join(code);
    for (const copy of ['Cara', 'cara', 'C\u200Bara', '\u0410na', 'ANA', 'Cára']) {
      const other = await session.client(copy);
      const answer = await joinError(other, code);
      expect(answer.type === 'error' ? answer.code : `joined as ${copy}`).toBe('name.taken');
    }
    const lobby = await ana.next('lobby', (l) => l.members.length === 2);
    expect(lobby.members.map((m) => m.name).sort()).toEqual(['Ana', 'Cara']);
    // A name nobody holds joins.
    const bea = await session.client('Bea');
    expect((await joinError(bea, code)).type).toBe('joined');
  });

  it('a member cannot rename into a taken (or look-alike) name; renaming to its own variant is fine', async () => {
    await session.start();
    const cara = await session.client('Cara');
    const { code } = await cara.create({ mode: 'turn', mapId: 'alpha-10' });
    const dan = await session.client('Dan');
    await dan.join(code);
    dan.send({ type: 'rename', name: 'CARA' });
    expect((await dan.next('error', (e) => e.inReplyTo === 'rename')).code).toBe('name.taken');
    dan.send({ type: 'rename', name: 'DAN' });
    await cara.next('lobby', (l) => l.members.some((m) => m.name === 'DAN'));
    dan.send({ type: 'rename', name: '\u3164' });
    expect((await dan.next('error', (e) => e.inReplyTo === 'rename')).code).toBe('name.invalid');
  });

  it('a blank name is refused at hello with name.invalid', async () => {
    await session.start();
    const blank = await session.raw('\u3164');
    blank.send({ type: 'hello', v: PROTOCOL_VERSION, name: '\u3164\u200B' });
    expect((await blank.next('error', (e) => e.inReplyTo === 'hello')).code).toBe('name.invalid');
  });

  it("bots' names count: nobody may call themselves after a bot, and a disconnected member keeps its name", async () => {
    await session.start();
    const cara = await session.client('Cara');
    const { code } = await cara.create({ mode: 'turn', mapId: 'alpha-10' });
    cara.send({ type: 'addBot', team: 'yellow', roles: ['captain'], level: 2 });
    await cara.next('lobby', (l) => l.members.some((m) => m.name === 'Ahab (bot)'));
    const fake = await session.client('Ahab (bot)');
    expect(await joinError(fake, code)).toMatchObject({ type: 'error', code: 'name.taken' });
    // Any seat's bot name is reserved, even before that bot exists.
    const other = await session.client('nemo (BOT)');
    expect(await joinError(other, code)).toMatchObject({ type: 'error', code: 'name.taken' });
    // Dan drops; a newcomer may not take his name while he is away.
    const dan = await session.client('Dan');
    await dan.join(code);
    await dan.close();
    await cara.next('lobby', (l) => l.members.some((m) => m.name === 'Dan' && !m.connected));
    const impostor = await session.client('Dan');
    expect(await joinError(impostor, code)).toMatchObject({ type: 'error', code: 'name.taken' });
  });

  it('a returning member whose new name is taken comes back under its old name', async () => {
    await session.start();
    const cara = await session.client('Cara');
    const { code } = await cara.create({ mode: 'turn', mapId: 'alpha-10' });
    const dan = await session.client('Dan');
    await dan.join(code);
    const token = dan.token!;
    await dan.close();
    const back = await session.client('Cara');
    back.send({ type: 'join', code, token });
    await back.next('joined');
    const lobby = await cara.next('lobby', (l) => l.members.filter((m) => m.connected).length === 2);
    expect(lobby.members.map((m) => m.name).sort()).toEqual(['Cara', 'Dan']);
  });
});
