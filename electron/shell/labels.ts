/**
 * The few strings the main process shows itself (window titles, menu items, dialogs), in the app's
 * three languages. Everything else is the renderer's (vue-i18n).
 */
import { SEAT_NAMES } from '../../shared/seat-windows/names';
import { LANGS, sortRoles, type Lang, type RoleId, type TeamId } from '../../shared/seat-windows/seats';

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
    ...SEAT_NAMES.es,
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
    ...SEAT_NAMES.en,
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
    ...SEAT_NAMES.it,
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

/** Reduces an OS locale ("es-419", "en_GB", "it") to one of the app's languages; Spanish otherwise. */
export function langFromLocale(locale: string | undefined): Lang {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'es';
}
