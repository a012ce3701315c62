/** Who hears announcements spoken aloud. */
export type SpeakMode = 'off' | 'captain' | 'everyone';

/**
 * Announcements through the OS's speech synthesis, where it has a voice for the language. While
 * it speaks, `onSpeaking(true)` lets the capture close the microphone so Rumbo never hears itself.
 */
export class Announcer {
  constructor(private readonly onSpeaking: (speaking: boolean) => void) {}

  get available(): boolean {
    return typeof speechSynthesis !== 'undefined';
  }

  speak(text: string, lang: string): void {
    if (!this.available || !text) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = { es: 'es-ES', en: 'en-GB', it: 'it-IT' }[lang] ?? lang;
    const voice = speechSynthesis.getVoices().find((v) => v.lang.startsWith(lang));
    if (voice) utterance.voice = voice;
    utterance.rate = 1.15;
    utterance.onstart = () => this.onSpeaking(true);
    utterance.onend = utterance.onerror = () => this.onSpeaking(speechSynthesis.speaking);
    speechSynthesis.speak(utterance);
  }
}
