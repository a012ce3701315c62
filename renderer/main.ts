import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { createRumboI18n, loadCatalogue } from './i18n';
import { showLoadProblem } from './i18n/load-problem';
import { takeHostKeyFromUrl } from './net/host-key';
import { useSessionStore } from './stores/session';
import { usePrefsStore } from './stores/prefs';
import './styles/theme.css';

/**
 * One app for every window: the host's address comes from `?ws=` (Electron seat windows, dev) or
 * from the page's own origin (a browser or phone served by the host); `?code=` joins at once.
 */
// The console's host link (`?hostKey=`) makes this tab the host's screen; the key leaves the address bar.
takeHostKeyFromUrl();
const params = new URLSearchParams(location.search);
const app = createApp(App);
app.use(createPinia());
// The page carries no catalogue: the player's language is fetched first (one ~50 KB chunk), then the app mounts.
const language = usePrefsStore().language;
// A chunk that cannot be fetched (a host restarted with a new build, a dropped connection) cannot be
// imported again in this page (the browser keeps the failed module): the page says so in the three
// languages, with a reload, instead of staying blank.
// A page that can show nothing joins nothing: the connection starts once the app is mounted.
void loadCatalogue(language).then(
  (catalogue) => {
    app.use(createRumboI18n(language, { [language]: catalogue }));
    app.mount('#app');
    connectFromAddress();
  },
  () => showLoadProblem(document.getElementById('app')!),
);

function connectFromAddress(): void {
  const known = params.get('name') ?? localStorage.getItem('rumbo.name');
  // `hello` needs a name: until the player gives one the host hears "Player", and no game ever sees it.
  const name = known ?? 'Player';
  const served = location.protocol === 'http:' || location.protocol === 'https:';
  const url = params.get('ws') ?? (served ? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws` : null);
  const code = params.get('code');
  const session = useSessionStore();
  // A link or QR code with a game and no name asks the name before joining (lobby or mid-game alike).
  if (url && code && known === null) session.askNameThenJoin(url, code);
  // The desktop lobby (app://) has no host yet: it connects when the player hosts or picks a game.
  else if (url) session.connect(url, name, code ?? undefined);
  else session.name = name;
}
