import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { createRumboI18n } from './i18n';
import { useSessionStore } from './stores/session';
import './styles/theme.css';

/**
 * One app for every window: the host's address comes from `?ws=` (Electron seat windows, dev) or
 * from the page's own origin (a browser or phone served by the host); `?code=` joins at once.
 */
const params = new URLSearchParams(location.search);
const app = createApp(App);
app.use(createPinia());
app.use(createRumboI18n());
app.mount('#app');

const name = params.get('name') ?? localStorage.getItem('rumbo.name') ?? 'Player';
const served = location.protocol === 'http:' || location.protocol === 'https:';
const url = params.get('ws') ?? (served ? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws` : null);
// The desktop lobby (app://) has no host yet: it connects when the player hosts or picks a game.
if (url) useSessionStore().connect(url, name, params.get('code') ?? undefined);
else useSessionStore().name = name;
