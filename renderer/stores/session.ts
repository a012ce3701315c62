import { defineStore } from 'pinia';
import { computed, nextTick, ref, shallowRef } from 'vue';
import type { Role, Team } from '../../shared/engine/types';
import type { Assistant, ClientMessage, GameSummary, HostMessage, HostMessageOf, SettingsInput } from '../../shared/protocol/messages';
import { PROTOCOL_VERSION } from '../../shared/protocol/version';
import { hostKeyFor } from '../net/host-key';
import { ReconnectingSocket } from '../net/socket';
import { presence } from '../net/tab-presence';
import { claimToken, closedTabMembers, forgetToken, labelToken, openTabMembers, rememberToken, stopBeating, tokenFor, tokenKey, type Liveness, type OtherMember } from '../net/tokens';
import { useGameStore } from './game';

export type Status = 'idle' | 'connecting' | 'open' | 'closed';

/** The steps that start network work from a button: each shows it is working until the host answers. */
export type Pending = 'createGame' | 'join' | 'start' | 'rematch';
/** How long a step waits for the host's answer before it says so (the button never spins forever). */
const ANSWER_WAIT_MS = 20_000;
/** Failed tries (250 + 500 + 1000 ms of back-off) before a host that never answered is said to be unreachable. */
const UNREACHABLE_AFTER = 3;

function parseSeat(value: string | null): { team: Team; roles: Role[] } | null {
  const match = value ? /^(blue|yellow):([a-zA-Z+]+)$/.exec(value) : null;
  if (!match) return null;
  const roles = match[2]!.split('+').filter((r): r is Role => ['captain', 'firstMate', 'engineer', 'radioOperator'].includes(r));
  return roles.length ? { team: match[1] as Team, roles } : null;
}

/** The connection to one host and this window's membership of one game there. */
/** How long after the host lost a game's unsaved lines this window joins it again (it reloads the game from disk). */
const REJOIN_AFTER_STORAGE_MS = 1000;

export const useSessionStore = defineStore('session', () => {
  const game = useGameStore();
  const status = ref<Status>('idle');
  const serverName = ref('');
  const games = shallowRef<readonly GameSummary[]>([]);
  const lobby = shallowRef<HostMessageOf<'lobby'> | null>(null);
  const joined = shallowRef<HostMessageOf<'joined'> | null>(null);
  /** The host's last refusal of a lobby step (`inReplyTo`: which one); `at` tells two equal ones apart. */
  const error = ref<{ code: string; detail: string; inReplyTo?: string; data?: Record<string, unknown>; at: number } | null>(null);
  /** A createGame or join on its way (queued until the socket opens, or sent and not answered yet). */
  const pending = ref<Pending | null>(null);
  let pendingTimer: ReturnType<typeof setTimeout> | undefined;
  /** A link with a game code but no name: the name is asked first, then it connects and joins. */
  const awaitingName = shallowRef<{ url: string; code: string; reason?: string } | null>(null);
  const name = ref('');
  let socket: ReconnectingSocket | null = null;
  let url = '';
  let seq = 0;
  let wantCode: string | null = null;
  /** The token the last `join` carried (forgotten if the host does not know it). */
  let sentToken: { key: string; token: string } | null = null;
  /** Seat requests after the start: those for this window's crew to answer and this window's own. */
  const seatRequests = shallowRef<readonly HostMessageOf<'seatRequest'>[]>([]);
  /**
   * A tab of this browser that was in the game has closed, and this tab has no token of its own: before
   * joining, the player says whether that was them ("take my seat back") or someone new. On a shared
   * browser the next tab is the next person, so the seat is never taken unasked (issue 19.10).
   */
  const reclaimable = shallowRef<readonly OtherMember[]>([]);
  /**
   * The game is open in another tab of this browser (hidden or not): the player switches there, takes
   * the seat over here, or joins as someone else. `asked`: the other tab was asked to come forward, and
   * whether it says it did.
   */
  const openElsewhere = shallowRef<{ readonly members: readonly OtherMember[]; readonly asked: 'no' | 'shown' | 'unseen' }>({ members: [], asked: 'no' });
  /** Another tab of this browser took this tab's seat over: this tab stops and says so. */
  const takenOver = ref(false);
  /** Games this tab already decided to join as someone new. */
  const joinAsNew = new Set<string>();
  /**
   * This window is the host's own screen (issue 28.1: the desktop app's lobby window on the host PC,
   * or a browser there opened with the console's host link): what it controls. Null for everyone else.
   */
  const hostScreen = shallowRef<{ readonly newGamesClosed: boolean } | null>(null);
  /** The host screen's key for `url`, when this window has it (never sent to another host). */
  let hostKey: string | null = null;
  /** Seat windows (desktop hot-seat) say their seat in the URL: `seat=blue:captain+firstMate`. */
  const autoSeat = parseSeat(new URLSearchParams(location.search).get('seat'));
  let autoSeatTried = false;

  const me = computed(() => lobby.value?.members.find((m) => m.id === joined.value?.memberId) ?? null);
  const mySeat = computed(() => {
    const seatId = me.value?.seat;
    if (!seatId || !lobby.value) return null;
    return [...lobby.value.seats.blue, ...lobby.value.seats.yellow].find((s) => s.id === seatId) ?? null;
  });

  /** Lobby steps asked for while (re)connecting go out right after hello; game commands do not (they would be stale). */
  let waiting: ClientMessage[] = [];
  function send(message: ClientMessage): boolean {
    if (socket?.send(message)) return true;
    if (socket && message.type !== 'command') waiting.push(message);
    return false;
  }

  /** Keeps this tab's token labelled with the member's name and seat ("Bea · Blue Radio Operator"). */
  function labelMe(): void {
    const member = me.value;
    const code = joined.value?.code;
    if (!member || !code) return;
    const seat = mySeat.value;
    labelToken(tokenKey(url, code), joined.value!.token, { name: member.name, seat: seat ? { team: seat.team, roles: [...seat.roles] } : null });
  }

  /** The host's answer to the pending step came (or it failed): the button may be pressed again. */
  function settle(): void {
    pending.value = null;
    clearTimeout(pendingTimer);
  }
  /** Says the step failed where its button is (HostError reads `inReplyTo`). */
  function fail(step: Pending, code: string): void {
    settle();
    error.value = { code, detail: code, inReplyTo: step, at: Date.now() };
  }
  /** Sends a step that starts network work; with no host to send it to, says so instead of dropping it. */
  function start(step: Pending, message: ClientMessage): boolean {
    if (!socket) {
      fail(step, 'net.no-host');
      return false;
    }
    markPending(step);
    return send(message);
  }
  function markPending(step: Pending): void {
    error.value = null;
    pending.value = step;
    clearTimeout(pendingTimer);
    pendingTimer = setTimeout(() => pending.value === step && fail(step, 'net.no-answer'), ANSWER_WAIT_MS);
  }

  function connect(target: string, playerName: string, code?: string): void {
    socket?.stop();
    waiting = [];
    url = target;
    name.value = playerName;
    wantCode = code ?? wantCode;
    status.value = 'connecting';
    hostScreen.value = null;
    hostKey = null;
    void hostKeyFor(target).then((key) => {
      if (url !== target || !key) return;
      hostKey = key;
      socket?.send({ type: 'hostScreen', key });
    });
    // A host that never answers is retried (it may be starting), but the player is told after a few tries.
    let opened = false;
    let failedOpens = 0;
    socket = new ReconnectingSocket(target, {
      open: () => {
        opened = true;
        if (error.value?.code === 'net.unreachable') error.value = null;
        status.value = 'open';
        send({ type: 'hello', v: PROTOCOL_VERSION, name: name.value });
        if (hostKey) send({ type: 'hostScreen', key: hostKey });
        const queued = waiting;
        waiting = [];
        const flush = () => queued.forEach((message) => send(message));
        // A queued join (a click while connecting) is the one wanted: not sent twice.
        if (wantCode && !queued.some((m) => m.type === 'join')) {
          void joinMessage(wantCode).then((join) => {
            if (join) send(join);
            flush();
          });
        } else flush();
      },
      message: receive,
      close: () => {
        status.value = 'closed';
        hostScreen.value = null;
        if (!opened && ++failedOpens === UNREACHABLE_AFTER) {
          error.value = { code: 'net.unreachable', detail: target, inReplyTo: 'connect', at: Date.now() };
        }
        // A createGame already sent is lost with the connection (a join is sent again on reopening).
        if (pending.value === 'createGame' && !waiting.some((m) => m.type === 'createGame')) fail('createGame', 'net.lost');
      },
    });
    socket.start();
    // The join goes out on open; its button shows it is working until the host answers.
    if (code) markPending('join');
    game.setSender((role: Role, command) => {
      seq += 1;
      return send({ type: 'command', seq, command: { ...command, role } as never }) ? seq : null;
    });
  }

  function receive(message: HostMessage): void {
    switch (message.type) {
      case 'welcome':
        serverName.value = message.serverName;
        games.value = message.games;
        return;
      case 'games':
        games.value = message.games;
        return;
      case 'joined':
        settle();
        joined.value = message;
        wantCode = message.code;
        seq = Math.max(seq, message.lastSeq);
        rememberToken(tokenKey(url, message.code), message.token, message.code);
        return;
      case 'lobby':
        if (pending.value === 'createGame' || (pending.value === 'start' && message.phase !== 'lobby')) settle();
        lobby.value = message;
        labelMe();
        if (autoSeat && !autoSeatTried && message.phase === 'lobby' && !mySeat.value) {
          autoSeatTried = true;
          send({ type: 'takeSeat', team: autoSeat.team, roles: [...autoSeat.roles] });
          send({ type: 'ready', ready: true });
        }
        return;
      case 'state':
        game.receive(message.view, message.events, message.full);
        return;
      case 'rejected':
        game.rejected(message.reason, message.data);
        return;
      case 'error':
        if (pending.value && (message.inReplyTo === pending.value || message.inReplyTo === 'hello')) settle();
        error.value = { code: message.code, detail: message.detail, inReplyTo: message.inReplyTo, ...(message.data ? { data: message.data } : {}), at: Date.now() };
        if (message.inReplyTo === 'command') game.rejected(message.code);
        if (message.code === 'lobby.bad-token' && sentToken) forgetToken(sentToken.key, sentToken.token);
        // This member joined from another connection: a tab of this browser took the seat over (or
        // the same token came back elsewhere). This tab stops, or the two would take it from each other.
        if (message.code === 'session.replaced') return takeOverHappened();
        if (message.code === 'lobby.unknown-game' || message.code === 'lobby.bad-token') wantCode = null;
        if (message.inReplyTo === 'hostScreen') hostKey = null;
        if (message.code === 'host.removed') removed();
        if (message.code === 'host.storage' && message.inReplyTo === undefined) rejoinSaved();
        // A name the game refuses (taken, blank): ask another, then join with it.
        if (message.inReplyTo === 'join' && message.code.startsWith('name.') && wantCode && !joined.value) {
          awaitingName.value = { url, code: wantCode, reason: message.code };
        }
        return;
      case 'hostScreen':
        hostScreen.value = { newGamesClosed: message.newGamesClosed };
        return;
      case 'seatRequest':
        // The latest word on each request; decided ones stay (the asker reads why), at most a few.
        seatRequests.value = [...seatRequests.value.filter((r) => r.request !== message.request), message].slice(-6);
        return;
      case 'accepted':
      case 'pong':
        return;
    }
  }

  /**
   * The host could not save the game and sent everyone away (room-core.ts): it loads the game again
   * from what its disk holds at the next join, so this window joins again with its token, once, a
   * moment later. The error stays on screen meanwhile, saying what happened.
   */
  function rejoinSaved(): void {
    const code = joined.value?.code;
    if (!code) return;
    setTimeout(() => {
      if (joined.value?.code === code && status.value === 'open') void sendJoin(code);
    }, REJOIN_AFTER_STORAGE_MS);
  }

  /** The host removed this window's member: its token is void; back to the front, told why. */
  function removed(): void {
    const code = joined.value?.code;
    if (code) {
      const key = tokenKey(url, code);
      const token = joined.value?.token;
      if (token) forgetToken(key, token);
    }
    joined.value = null;
    lobby.value = null;
    wantCode = null;
    seatRequests.value = [];
    game.leave();
    // After the switch to the front page, which starts clean (App.vue): then the reason shows there.
    void nextTick(() => (error.value = { code: 'host.removed', detail: 'host.removed', inReplyTo: 'join', at: Date.now() }));
  }

  async function liveness(): Promise<Liveness> {
    const tabs = presence();
    return { tabs: await tabs.liveTabs(), exact: tabs.locked };
  }

  /**
   * The join for `code`, or null while the player has to say what to do: the game is open in another
   * tab of this browser, or a closed tab's seat may be theirs.
   */
  async function joinMessage(code: string): Promise<ClientMessage | null> {
    const key = tokenKey(url, code);
    const live = await liveness();
    const token = tokenFor(key, code);
    if (!token && !joinAsNew.has(code)) {
      const open = openTabMembers(key, live);
      if (open.length > 0) {
        openElsewhere.value = { members: open, asked: 'no' };
        settle();
        return null;
      }
      const closed = closedTabMembers(key, live);
      if (closed.length > 0) {
        reclaimable.value = closed;
        settle();
        return null;
      }
    }
    sentToken = token ? { key, token } : null;
    return token ? { type: 'join', code, token } : { type: 'join', code };
  }
  async function sendJoin(code: string): Promise<boolean> {
    markPending('join');
    const message = await joinMessage(code);
    return message ? start('join', message) : false;
  }

  function takeOverHappened(): void {
    takenOver.value = true;
    stopBeating();
    socket?.stop();
    status.value = 'idle';
    settle();
  }
  presence().onTaken((token) => {
    if (joined.value?.token === token) takeOverHappened();
  });

  /**
   * The name goes with `hello`: before joining a game a new name is a second `hello` on the same
   * connection (never a reconnect, which would drop a click made at the same moment); in a game
   * `rename` tells everyone.
   */
  function rename(playerName: string): void {
    if (!playerName.trim() || playerName === name.value) return;
    name.value = playerName;
    if (joined.value) send({ type: 'rename', name: playerName });
    else socket?.send({ type: 'hello', v: PROTOCOL_VERSION, name: playerName });
  }

  /** The link's name was asked (awaitingName): now connect and join with it. */
  function named(playerName: string): void {
    const target = awaitingName.value;
    awaitingName.value = null;
    error.value = null;
    if (!target) return rename(playerName);
    if (socket && url === target.url) {
      // Already connected (the host refused the name): a new hello, then the join again.
      rename(playerName);
      wantCode = target.code;
      void sendJoin(target.code);
    } else connect(target.url, playerName, target.code);
  }

  /** The player's answer: the closed tab's member that was them (this tab takes its token), or null: someone new. */
  async function reclaimSeat(token: string | null): Promise<void> {
    const code = wantCode;
    reclaimable.value = [];
    if (!code) return;
    if (!token || !claimToken(tokenKey(url, code), token, await liveness())) joinAsNew.add(code);
    await sendJoin(code);
  }

  /** "Switch to that tab": asks it to come forward; browsers may refuse, so the answer is shown. */
  async function switchToOpenTab(): Promise<void> {
    const other = openElsewhere.value.members[0];
    if (!other) return;
    const shown = await presence().askFocus(other.tab);
    openElsewhere.value = { ...openElsewhere.value, asked: shown ? 'shown' : 'unseen' };
  }

  /** "Take the seat over here": this tab holds the other tab's token; that tab stops and says so. */
  async function takeSeatOver(token: string): Promise<void> {
    const code = wantCode;
    openElsewhere.value = { members: [], asked: 'no' };
    if (!code) return;
    if (claimToken(tokenKey(url, code), token, await liveness(), true)) presence().tellTaken(token);
    else joinAsNew.add(code);
    await sendJoin(code);
  }

  /** Someone else at this browser: joins as a new member (a name of their own is asked if taken). */
  async function joinAsSomeoneElse(): Promise<void> {
    const code = wantCode;
    openElsewhere.value = { members: [], asked: 'no' };
    if (!code) return;
    joinAsNew.add(code);
    await sendJoin(code);
  }

  /** The tab whose seat was taken over plays here again: it takes the seat back the same way. */
  async function playHereAgain(): Promise<void> {
    const code = joined.value?.code ?? wantCode;
    const token = joined.value?.token;
    takenOver.value = false;
    if (!code || !token) return;
    if (claimToken(tokenKey(url, code), token, await liveness(), true)) presence().tellTaken(token);
    connect(url, name.value, code);
  }

  return {
    url: () => url,
    reclaimable,
    reclaimSeat,
    openElsewhere,
    switchToOpenTab,
    takeSeatOver,
    joinAsSomeoneElse,
    takenOver,
    playHereAgain,
    rename,
    status,
    serverName,
    games,
    lobby,
    joined,
    error,
    name,
    me,
    mySeat,
    pending,
    awaitingName,
    named,
    /** Ask for the name before connecting to `url` and joining `code` (a link that carries no name). */
    askNameThenJoin: (target: string, code: string) => (awaitingName.value = { url: target, code }),
    connect,
    createGame: (settings: SettingsInput, options: { assistant?: Assistant } = {}) => start('createGame', { type: 'createGame', settings, options }),
    addBot: (team: Team, roles: Role[], level: 1 | 2) => send({ type: 'addBot', team, roles, level }),
    removeBot: (seat: string) => send({ type: 'removeBot', seat }),
    rematch: () => start('rematch', { type: 'rematch' }),
    clearError: () => (error.value = null),
    join: (code: string) => {
      wantCode = code.trim().toUpperCase();
      void sendJoin(wantCode);
    },
    takeSeat: (team: Team, roles: Role[]) => send({ type: 'takeSeat', team, roles }),
    seatRequests,
    answerSeatRequest: (request: string, accept: boolean) => {
      seatRequests.value = seatRequests.value.filter((r) => r.request !== request || r.from.memberId === joined.value?.memberId);
      return send({ type: 'answerSeatRequest', request, accept });
    },
    dismissSeatRequest: (request: string) => (seatRequests.value = seatRequests.value.filter((r) => r.request !== request)),
    leaveSeat: () => send({ type: 'leaveSeat' }),
    setReady: (ready: boolean) => send({ type: 'ready', ready }),
    start: () => start('start', { type: 'start' }),
    refreshGames: () => send({ type: 'list' }),
    hostScreen,
    /** Host screen: other computers may create games, or not. */
    closeNewGames: (closed: boolean) => send({ type: 'closeNewGames', closed }),
    /** Host screen: this game takes new members, or not. */
    lockGame: (locked: boolean) => lobby.value !== null && send({ type: 'lockGame', code: lobby.value.code, locked }),
    /** Host screen: the member leaves this game for good. */
    removeMember: (member: string) => lobby.value !== null && send({ type: 'removeMember', code: lobby.value.code, member }),
  };
});
