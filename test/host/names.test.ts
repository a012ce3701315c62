/**
 * Names come from anyone on the LAN and reach every screen and the host's console. At the protocol
 * edge they lose control characters and bidi overrides; the console escapes whatever it prints.
 */
import { describe, expect, it } from 'vitest';
import { eventLine } from '../../electron/host/log-text';
import { cleanName, parseClientMessage, PROTOCOL_VERSION } from '../../shared/protocol';
import { hostSession } from './support/session';

const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;
const NASTY = '\u001b[2J\u001b[HAna\n[12:00] Bob joined\r\u202Eevil\u2066x\u2069\u0007\u0085';

const session = hostSession();

describe('names at the protocol edge', () => {
  it('lose control characters, bidi overrides and separators; spaces collapse; emoji stay whole', () => {
    const parsed = parseClientMessage(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: NASTY }));
    expect(parsed.ok).toBe(true);
    const name = parsed.ok && parsed.message.type === 'hello' ? parsed.message.name : '';
    expect(name).not.toMatch(UNSAFE);
    expect(name).toBe('[2J [HAna [12:00] Bob joined evil x');
    expect(cleanName('  Ana\t\tMaría  ')).toBe('Ana María');
    expect(cleanName('🚢'.repeat(50))).toBe('🚢'.repeat(40));
    // Nothing left: a blank name, which the host refuses as name.invalid (names-unique.test.ts).
    const blank = parseClientMessage(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: '\u001b\u202E\n' }));
    expect(blank.ok && blank.message.type === 'hello' ? blank.message.name : null).toBe('');
  });

  it('a member with a hostile name is seen by everyone (and the host) with the clean name', async () => {
    const host = await session.start();
    const ana = await session.client(NASTY);
    await ana.create({ mode: 'turn', mapId: 'alpha-10' });
    const lobby = await ana.next('lobby');
    expect(lobby.members[0]!.name).not.toMatch(UNSAFE);
    const joined = host.events.find((e) => e.kind === 'joined');
    expect(joined && 'name' in joined ? joined.name : NASTY).not.toMatch(UNSAFE);
  });
});

describe('the host console', () => {
  it('escapes anything a client could have chosen: no escape sequence, no second line', () => {
    const lines = [
      eventLine({ kind: 'joined', code: 'ABCD', memberId: 'm1', name: NASTY, resumed: false }),
      eventLine({ kind: 'left', code: 'ABCD', memberId: 'm1', name: NASTY }),
      eventLine({ kind: 'seat', code: 'ABCD', memberId: 'm1', name: NASTY, seat: 'blue-0' }),
      eventLine({ kind: 'warning', message: `bot m2 in ABCD: ${NASTY}` }),
    ];
    for (const line of lines) {
      expect(line).not.toMatch(UNSAFE);
      expect(line).toContain('\\u{1b}[2J');
    }
  });
});
