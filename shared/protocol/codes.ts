/**
 * Why the host refused a message, as data. The UI translates the code; `detail` is English for logs
 * and developers. Engine rejections (`ReasonCode` in shared/engine) pass through unchanged in
 * `rejected`; these codes are the host's own.
 */
export const HOST_CODES = {
  'protocol.malformed': 'The message is not JSON or does not match any message schema.',
  'protocol.too-large': 'The message is larger than the host accepts.',
  'protocol.binary': 'Binary frames are not part of the protocol; send JSON text.',
  'protocol.rate-limited': 'Too many messages too fast; this one was dropped (wait data.waitMs).',
  'protocol.version': 'The client speaks another protocol version.',
  'protocol.hello-first': 'Say hello (with the protocol version) before anything else.',
  'protocol.seq': 'The command sequence number must grow: this one was already handled.',
  'lobby.unknown-game': 'No game has this join code.',
  'lobby.bad-token': 'This seat token does not belong to this game.',
  'lobby.bad-settings': 'The game settings are invalid (see detail for the engine code).',
  'lobby.open-spectator-disabled': 'This host does not allow an open spectator view.',
  'lobby.too-many-games': 'The host runs as many games as it allows.',
  'lobby.create-limit': 'This device already has as many games waiting to start as the host allows; start one or let it expire.',
  'lobby.join-limit': 'Too many new members from this device or connection; rejoin with the seat token, or wait a little.',
  'lobby.full': 'The game has as many members as it allows.',
  'lobby.not-joined': 'Join a game first.',
  'lobby.no-such-seat': 'No seat of this team holds exactly these roles.',
  'lobby.seat-taken': 'Someone else holds this seat.',
  'lobby.not-seated': 'Take a seat first.',
  'lobby.not-creator': 'Only the member who created the game may start it.',
  'lobby.seats-empty': 'Every seat of both crews must be held before the start.',
  'lobby.not-ready': 'Every seated member must be ready before the start.',
  'lobby.started': 'The game has started; this lobby step is over.',
  'lobby.not-started': 'The game has not started yet.',
  'lobby.not-bot': 'That seat is not held by an automatic crew member.',
  'lobby.not-over': 'A rematch is only offered once the game is over.',
  'lobby.wrong-team': 'Once the game has started a member plays for one team only.',
  'seat.wrong-role': "The command's role is not one of this seat's roles.",
  'seat.spectator': 'Spectators do not send commands; take a seat.',
  'seat.needs-consent': "After the start a seat is given by its crew: the request waits for one of them to accept.",
  'seat.no-crew': 'Nobody of that crew is here to let you in.',
  'seat.request-refused': 'The crew refused your request for the seat.',
  'seat.request-expired': 'Nobody of the crew answered your request in time.',
  'seat.request-withdrawn': 'The request was replaced by a newer one, or its asker left.',
  'seat.request-gone': 'No such request is open for your crew.',
  // Issue 19 (host membership): who may hand a seat to a bot, seat-request limits, names after the start.
  'seat.crew-decides': "That crew has people here: only they hand its seats to a bot.",
  'seat.away-grace': "The seat's player may come back: outside its crew, hand it to a bot only after they have been away a while (data.waitMs).",
  'seat.request-pending': 'You already have a request waiting for an answer.',
  'seat.request-cooldown': 'Your last request was not accepted; wait before asking again (data.waitMs).',
  'seat.computer-pending': 'Someone on your computer already has a request waiting; one request per computer at a time (data.request).',
  'name.required': 'Choose a name before asking a crew for a seat: the crew must see who asks.',
  'session.replaced': 'The same member joined from another connection; this one is detached.',
  'host.error': 'The host failed to handle this message (a bug; see the host log).',
  'host.storage': 'The host could not save this step (its disk is full or failing); nothing changed: try again.',
  // Issue 19 (host limits): names, per-device games, lobby log growth.
  'name.taken': 'Someone in this game already has this name, or one that looks the same (case, accents, look-alike letters); choose another.',
  'name.invalid': 'The name shows nothing (blank, invisible or only marks); choose one with letters, digits or symbols.',
  'lobby.device-games': 'This device already has as many unfinished games as the host allows; finish one or leave it.',
  'lobby.click-limit': 'Too many lobby changes in this game from this member (or its computer, for one without a seat); wait data.waitMs.',
  'lobby.click-ceiling': 'This member, computer or game has made as many lobby changes (data.limitKiB KiB) as the host allows until it restarts; ask the host.',
  'seat.open-viewer': 'This device watched this game with both subs shown (open spectator view): it cannot take a seat in it.',
  // Issue 28.1 (capacity that addresses cannot multiply): every limit names itself and what to do.
  'lobby.watchers-limit': 'This computer already has as many members without a seat in this game as the host allows (data.limit): take a seat, close a window, or ask the host.',
  'lobby.watchers-full': 'This game has as many members without a seat as it takes (data.watchers, limit data.limit); ask the host, who may remove those who only watch.',
  'lobby.fair-share': 'The host is nearly full: this computer already runs its share of games (data.games of data.share); finish one, or ask the host.',
  'lobby.bot-games': 'The host runs as many games with bots as it can (data.limit); play with people, wait for one to end, or ask the host.',
  'lobby.bot-share': 'This computer runs its share of the games with bots (data.games, while data.free of data.limit are free); finish one, play with people, or ask the host.',
  'lobby.locked': 'The host locked this game: nobody new may join. Ask the host to unlock it.',
  'host.games-closed': 'The host closed this host to new games from other computers. Ask the host.',
  'host.removed': 'The host removed you from this game.',
  'host.not-host-screen': "Only the host's own screen may do this.",
  'host.no-such-member': 'No member of this game has that id.',
} as const;

export type HostCode = keyof typeof HOST_CODES;

export const HOST_CODE_LIST = Object.keys(HOST_CODES) as HostCode[];

export function isHostCode(value: unknown): value is HostCode {
  return typeof value === 'string' && Object.hasOwn(HOST_CODES, value);
}
