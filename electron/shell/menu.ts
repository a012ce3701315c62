/**
 * The application menu as data. Standard items use Electron roles (so the usual shortcuts — copy/paste,
 * zoom, full screen, close, quit — behave natively); Rumbo's own items carry an `id` that main.ts binds to
 * an action. The item type is a subset of Electron's MenuItemConstructorOptions.
 */
import { LABELS } from './labels';
import type { Lang } from '../../shared/seat-windows/seats';

export type MenuRole =
  | 'about'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'close'
  | 'front'
  | 'appMenu'
  | 'windowMenu'
  | 'services';

export type MenuActionId = 'showLobby' | 'reopenSeats' | 'stopHosting' | 'modelsFolder' | 'logsFolder';

export interface MenuItemSpec {
  readonly id?: MenuActionId;
  readonly label?: string;
  readonly role?: MenuRole;
  readonly type?: 'separator' | 'normal';
  readonly accelerator?: string;
  readonly enabled?: boolean;
  readonly submenu?: readonly MenuItemSpec[];
}

export interface MenuState {
  readonly platform: NodeJS.Platform;
  readonly lang: Lang;
  readonly packaged: boolean;
  readonly hosting: boolean;
  readonly closedSeats: boolean;
}

const SEP: MenuItemSpec = { type: 'separator' };

const SHOW_LOBBY: Readonly<Record<Lang, string>> = { es: 'Mostrar la sala', en: 'Show lobby', it: 'Mostra la sala' };

export function buildMenuTemplate(state: MenuState): MenuItemSpec[] {
  const l = LABELS[state.lang].menu;
  const mac = state.platform === 'darwin';

  const game: MenuItemSpec = {
    label: l.game,
    submenu: [
      { id: 'showLobby', label: SHOW_LOBBY[state.lang], accelerator: 'CmdOrCtrl+L' },
      { id: 'reopenSeats', label: l.reopenSeats, accelerator: 'CmdOrCtrl+Shift+O', enabled: state.closedSeats },
      { id: 'stopHosting', label: l.stopHosting, enabled: state.hosting },
      SEP,
      { id: 'modelsFolder', label: l.modelsFolder },
      { id: 'logsFolder', label: l.logsFolder },
      ...(mac ? [] : [SEP, { role: 'quit' } as const]),
    ],
  };

  const edit: MenuItemSpec = {
    label: l.edit,
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      SEP,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemSpec = {
    label: l.view,
    submenu: [
      { role: 'reload' },
      ...(state.packaged ? [] : [{ role: 'forceReload' } as const, { role: 'toggleDevTools' } as const]),
      SEP,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      SEP,
      { role: 'togglefullscreen' },
    ],
  };

  const windowMenu: MenuItemSpec = {
    label: l.window,
    submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, SEP, { role: 'front' }, SEP, { role: 'close' }] : [{ role: 'minimize' }, { role: 'close' }],
  };

  const help: MenuItemSpec = { label: l.help, submenu: [{ role: 'about' }] };

  const appMenu: MenuItemSpec = {
    role: 'appMenu',
    label: 'Rumbo',
    submenu: [{ role: 'about' }, SEP, { role: 'services' }, SEP, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, SEP, { role: 'quit' }],
  };

  return mac ? [appMenu, game, edit, view, windowMenu] : [game, edit, view, windowMenu, help];
}

/** Every action id in a template (for tests and for binding). */
export function menuActionIds(items: readonly MenuItemSpec[]): MenuActionId[] {
  return items.flatMap((item) => [...(item.id ? [item.id] : []), ...menuActionIds(item.submenu ?? [])]);
}
