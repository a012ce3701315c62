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

const origin = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
const url = params.get('ws') ?? origin;
const name = params.get('name') ?? localStorage.getItem('rumbo.name') ?? 'Player';
useSessionStore().connect(url, name, params.get('code') ?? undefined);
