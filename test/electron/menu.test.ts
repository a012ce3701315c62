import { describe, expect, it } from 'vitest';
import { buildMenuTemplate, menuActionIds, type MenuItemSpec, type MenuState } from '../../electron/shell/menu';

const state = (over: Partial<MenuState> = {}): MenuState => ({ platform: 'linux', lang: 'es', packaged: true, hosting: false, closedSeats: false, ...over });

const flatten = (items: readonly MenuItemSpec[]): MenuItemSpec[] => items.flatMap((i) => [i, ...flatten(i.submenu ?? [])]);
const roles = (items: readonly MenuItemSpec[]) => flatten(items).flatMap((i) => (i.role ? [i.role] : []));

describe('application menu', () => {
  it('has the usual shortcuts through roles', () => {
    const r = roles(buildMenuTemplate(state()));
    for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'reload', 'zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen', 'minimize', 'close', 'quit']) {
      expect(r, role).toContain(role);
    }
  });

  it('has the app menu first on macOS, with quit there', () => {
    const mac = buildMenuTemplate(state({ platform: 'darwin' }));
    expect(mac[0]?.role).toBe('appMenu');
    expect(roles(mac).filter((x) => x === 'quit')).toHaveLength(1);
    expect(roles(mac)).toContain('hideOthers');
    expect(roles(buildMenuTemplate(state())).filter((x) => x === 'quit')).toHaveLength(1);
  });

  it('shows developer tools only in development', () => {
    expect(roles(buildMenuTemplate(state({ packaged: true })))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate(state({ packaged: false })))).toContain('toggleDevTools');
  });

  it('binds Rumbo actions by id, enabled when they make sense, labelled per language', () => {
    expect(menuActionIds(buildMenuTemplate(state())).sort()).toEqual(['logsFolder', 'modelsFolder', 'reopenSeats', 'showLobby', 'stopHosting']);
    const find = (s: MenuState, id: string) => flatten(buildMenuTemplate(s)).find((i) => i.id === id);
    expect(find(state(), 'reopenSeats')?.enabled).toBe(false);
    expect(find(state({ closedSeats: true }), 'reopenSeats')?.enabled).toBe(true);
    expect(find(state(), 'stopHosting')?.enabled).toBe(false);
    expect(find(state({ hosting: true }), 'stopHosting')?.enabled).toBe(true);
    expect(find(state({ lang: 'en' }), 'reopenSeats')?.label).toBe('Reopen seat windows');
    expect(find(state({ lang: 'it' }), 'logsFolder')?.label).toMatch(/registri/);
    expect(buildMenuTemplate(state({ lang: 'es' }))[0]?.label).toBe('Partida');
  });

  it('uses each accelerator once', () => {
    const accels = flatten(buildMenuTemplate(state())).flatMap((i) => (i.accelerator ? [i.accelerator] : []));
    expect(new Set(accels).size).toBe(accels.length);
  });
});
