import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instanceUserData, parseArgs } from '../../electron/shell/args';

describe('parseArgs', () => {
  it('reads nothing from a plain start', () => {
    expect(parseArgs(['.'])).toEqual({ allowMultiple: false, warnings: [] });
  });

  it('reads both --flag=value and --flag value, ignoring Chromium switches and the app path', () => {
    const args = parseArgs(['.', '--enable-logging', '--allow-multiple', '--port=0', '--data-dir', 'second', '--ptt-key=CommandOrControl+Shift+Space'], '/home/ana');
    expect(args).toEqual({
      allowMultiple: true,
      port: 0,
      dataDir: path.resolve('/home/ana', 'second'),
      pttKey: 'CommandOrControl+Shift+Space',
      warnings: [],
    });
  });

  it('reports bad values and carries on', () => {
    const args = parseArgs(['--port=70000', '--data-dir', '--port', 'abc', '--ptt-key=']);
    expect(args.port).toBeUndefined();
    expect(args.dataDir).toBeUndefined();
    expect(args.pttKey).toBeUndefined();
    // --data-dir without a value, --ptt-key empty, and the last --port (the last one given wins).
    expect(args.warnings).toHaveLength(3);
    expect(args.warnings.join('\n')).toMatch(/"abc"/);
    expect(parseArgs(['--port=-1']).warnings[0]).toMatch(/--port/);
    expect(parseArgs(['--port=12.5']).port).toBeUndefined();
  });

  it('keeps an absolute --data-dir as given', () => {
    expect(parseArgs([`--data-dir=${path.resolve('/tmp/rumbo-b')}`], '/elsewhere').dataDir).toBe(path.resolve('/tmp/rumbo-b'));
  });
});

describe('instanceUserData', () => {
  const base = path.resolve('/home/ana/.config/Rumbo');
  it('uses --data-dir when given', () => {
    expect(instanceUserData(parseArgs(['--data-dir=/x']), base, 7, true)).toBe(path.resolve('/x'));
  });
  it('keeps the default for a normal or first instance', () => {
    expect(instanceUserData(parseArgs([]), base, 7, true)).toBe(base);
    expect(instanceUserData(parseArgs(['--allow-multiple']), base, 7, true)).toBe(base);
  });
  it('gives an extra instance its own profile', () => {
    expect(instanceUserData(parseArgs(['--allow-multiple']), base, 4242, false)).toBe(path.join(base, 'instances', '4242'));
  });
});
