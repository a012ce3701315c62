/**
 * The few strings the main process shows itself (window titles, menu items, dialogs), in the app's
 * three languages. Everything else is the renderer's (vue-i18n).
 */
import type { Lang, RoleId, TeamId } from './urls';
import { LANGS, sortRoles } from './urls';

export interface Labels {
  readonly app: string;
  readonly teams: Readonly<Record<TeamId, string>>;
  readonly roles: Readonly<Record<RoleId, string>>;
  readonly menu: {
    readonly game: string;
    readonly reopenSeats: string;
    readonly stopHosting: string;
    readonly modelsFolder: string;
    readonly logsFolder: string;
    readonly edit: string;
    readonly view: string;
    readonly window: string;
    readonly help: string;
  };
}

export const LABELS: Readonly<Record<Lang, Labels>> = {
  es: {
    app: 'Rumbo',
    teams: { blue: 'Azul', yellow: 'Amarillo' },
    roles: { captain: 'Capitán', firstMate: 'Primer oficial', engineer: 'Ingeniero', radioOperator: 'Operador de radio' },
    menu: {
      game: 'Partida',
      reopenSeats: 'Reabrir ventanas de puestos',
      stopHosting: 'Dejar de alojar la partida',
      modelsFolder: 'Abrir carpeta de modelos de voz',
      logsFolder: 'Abrir carpeta de registros de partidas',
      edit: 'Edición',
      view: 'Ver',
      window: 'Ventana',
      help: 'Ayuda',
    },
  },
  en: {
    app: 'Rumbo',
    teams: { blue: 'Blue', yellow: 'Yellow' },
    roles: { captain: 'Captain', firstMate: 'First Mate', engineer: 'Engineer', radioOperator: 'Radio Operator' },
    menu: {
      game: 'Game',
      reopenSeats: 'Reopen seat windows',
      stopHosting: 'Stop hosting',
      modelsFolder: 'Open speech models folder',
      logsFolder: 'Open game logs folder',
      edit: 'Edit',
      view: 'View',
      window: 'Window',
      help: 'Help',
    },
  },
  it: {
    app: 'Rumbo',
    teams: { blue: 'Blu', yellow: 'Giallo' },
    roles: { captain: 'Capitano', firstMate: 'Primo ufficiale', engineer: 'Ingegnere', radioOperator: 'Operatore radio' },
    menu: {
      game: 'Partita',
      reopenSeats: 'Riapri le finestre dei posti',
      stopHosting: 'Smetti di ospitare la partita',
      modelsFolder: 'Apri la cartella dei modelli vocali',
      logsFolder: 'Apri la cartella dei registri delle partite',
      edit: 'Modifica',
      view: 'Visualizza',
      window: 'Finestra',
      help: 'Aiuto',
    },
  },
};

/** "Rumbo — Azul · Capitán", or "Rumbo — Azul · Capitán + Primer oficial" for a merged seat. */
export function seatTitle(lang: Lang, team: TeamId, roles: readonly RoleId[]): string {
  const l = LABELS[lang];
  return `${l.app} — ${l.teams[team]} · ${sortRoles(roles).map((r) => l.roles[r]).join(' + ')}`;
}

/** A default member name that fits the protocol's 40 characters: "Capitán (Azul)", "Capitán +1 (Azul)". */
export function defaultMemberName(lang: Lang, team: TeamId, roles: readonly RoleId[]): string {
  const l = LABELS[lang];
  const [first = 'captain'] = sortRoles(roles);
  const more = roles.length > 1 ? ` +${roles.length - 1}` : '';
  return `${l.roles[first]}${more} (${l.teams[team]})`;
}

/** Reduces an OS locale ("es-419", "en_GB", "it") to one of the app's languages; Spanish otherwise. */
export function langFromLocale(locale: string | undefined): Lang {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'es';
}
