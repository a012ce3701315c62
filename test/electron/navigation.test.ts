import { describe, expect, it } from 'vitest';
import { decideNavigation, decideWindowOpen, externalUrl } from '../../electron/shell/navigation';

const LOBBY = 'app://rumbo/index.html';
const SEAT = 'app://rumbo/index.html?code=KXQ4&seat=blue%3Acaptain';
const VOICE = 'app://rumbo/voice/index.html?code=KXQ4&seat=blue%3Acaptain';

describe('navigation guard', () => {
  it('lets a page reload itself or change its query/hash', () => {
    expect(decideNavigation(LOBBY, LOBBY)).toEqual({ action: 'allow' });
    expect(decideNavigation(LOBBY, `${LOBBY}?code=AB#x`)).toEqual({ action: 'allow' });
    expect(decideNavigation(VOICE, `${VOICE}&token=t`)).toEqual({ action: 'allow' });
  });

  it('never moves a page to another app page (no sneaking onto the voice page and its CSP)', () => {
    expect(decideNavigation(SEAT, VOICE)).toEqual({ action: 'deny' });
    expect(decideNavigation(VOICE, LOBBY)).toEqual({ action: 'deny' });
    expect(decideNavigation(LOBBY, 'app://rumbo/models/x.zip')).toEqual({ action: 'deny' });
    expect(decideNavigation(LOBBY, 'app://other/index.html')).toEqual({ action: 'deny' });
  });

  it('never leaves app:// inside the window', () => {
    for (const target of ['http://127.0.0.1:47800/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi', 'about:blank', 'https://evil.example/']) {
      expect(decideNavigation(LOBBY, target).action, target).not.toBe('allow');
    }
  });

  it('hands allowlisted https links to the OS browser', () => {
    expect(decideNavigation(LOBBY, 'https://alphacephei.com/vosk/models')).toEqual({ action: 'external', url: 'https://alphacephei.com/vosk/models' });
    expect(decideNavigation(LOBBY, 'https://www.alphacephei.com/vosk/')).toMatchObject({ action: 'external' });
  });

  it('rejects look-alike hosts, plain http and credentials', () => {
    expect(externalUrl('https://alphacephei.com.evil.example/')).toBeUndefined();
    expect(externalUrl('https://evilalphacephei.com/')).toBeUndefined();
    expect(externalUrl('http://alphacephei.com/')).toBeUndefined();
    expect(externalUrl('https://user:pw@alphacephei.com/')).toBeUndefined();
    expect(externalUrl('not a url')).toBeUndefined();
    expect(externalUrl('https://example.org/', ['example.org'])).toBe('https://example.org/');
  });
});

describe('window.open guard', () => {
  it('never opens a window; maybe the OS browser', () => {
    expect(decideWindowOpen('app://rumbo/index.html')).toEqual({ action: 'deny' });
    expect(decideWindowOpen('https://evil.example/')).toEqual({ action: 'deny' });
    expect(decideWindowOpen('https://alphacephei.com/vosk/models')).toEqual({ action: 'deny', external: 'https://alphacephei.com/vosk/models' });
  });
});
