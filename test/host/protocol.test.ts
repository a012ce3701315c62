/** The protocol's parsers: never throw, refuse anything that is not exactly a message; README examples are valid. */
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES, HOST_CODES, parseClientMessage, parseHostMessage } from '../../shared/protocol';
import { RUN_TIMEOUT } from '../support/run-budget';
import { REPO_ROOT } from './support/hosts';

describe('parseClientMessage', () => {
  it('never throws, on any string or any JSON value', { timeout: RUN_TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        const parsed = parseClientMessage(text);
        if (!parsed.ok) {
          expect(parsed.code).toBe('protocol.malformed');
          expect(parsed.detail.length).toBeGreaterThan(0);
          expect(parsed.detail.length).toBeLessThanOrEqual(300);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses unknown keys, a team in a command, bad seqs; names the field', () => {
    const bad = [
      ['{"type":"hello","v":1,"name":"Ana","admin":true}', /admin/],
      ['{"type":"command","seq":1,"command":{"type":"surface","role":"captain","team":"blue"}}', /team/],
      ['{"type":"command","seq":0,"command":{"type":"surface","role":"captain"}}', /seq/],
      ['{"type":"command","seq":1,"command":{"type":"course","role":"captain","direction":"NE"}}', /direction/],
      ['{"type":"takeSeat","team":"blue","roles":["captain","captain"]}', /roles/],
      ['{"type":"nope"}', /type/],
      ['{"__proto__":{"type":"hello"}}', /./],
      ['[1,2]', /./],
      ['{', /not JSON/],
    ] as const;
    for (const [text, detail] of bad) {
      const parsed = parseClientMessage(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.detail, text).toMatch(detail);
    }
    const command = parseClientMessage('{"type":"command","seq":4,"command":{"type":"course","role":"admiral","direction":"N"}}');
    expect(command).toMatchObject({ ok: false, type: 'command', seq: 4 });
  });

  it('trims names and refuses blank ones', () => {
    expect(parseClientMessage('{"type":"hello","v":1,"name":"  Ana "}')).toMatchObject({ ok: true, message: { name: 'Ana' } });
    // A blank name parses as '' and the host refuses it with name.invalid (names-unique.test.ts).
    expect(parseClientMessage('{"type":"hello","v":1,"name":"   "}')).toMatchObject({ ok: true, message: { name: '' } });
  });
});

describe('protocol README', () => {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'shared/protocol/README.md'), 'utf8');
  const examples = (arrow: string) =>
    readme
      .split('\n')
      .filter((line) => line.startsWith(`${arrow} {`))
      .map((line) => line.slice(2));

  it('every client example is a valid message, and every client message type has an example', () => {
    const client = examples('→');
    for (const text of client) expect(parseClientMessage(text), text).toMatchObject({ ok: true });
    const covered = new Set(client.map((t) => JSON.parse(t).type));
    expect([...CLIENT_MESSAGE_TYPES].filter((t) => !covered.has(t))).toEqual([]);
  });

  it('every host example is a valid message, and every error code is listed', () => {
    const host = examples('←');
    expect(host.length).toBeGreaterThanOrEqual(9);
    for (const text of host) expect(parseHostMessage(text), text).toMatchObject({ ok: true });
    for (const code of Object.keys(HOST_CODES)) expect(readme).toContain(code);
  });
});
