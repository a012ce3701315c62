import { describe, expect, it, vi } from 'vitest';
import { watch } from 'vue';
import { crewSeat, viewFor } from '../../shared/engine';
import { useGameStore } from '../../renderer/stores/game';
import { usePrefsStore } from '../../renderer/stores/prefs';
import { useVoiceStore } from '../../renderer/stores/voice';
import { HANGOVER_MS } from '../../renderer/voice/push-to-talk';
import { startGame } from '../support/engine-harness';
import { fakeClockEachTest, plugins, settle } from './support';

fakeClockEachTest();

/** Issue 27 (voice overhead): the key's release sends the order before the screen updates for it. */
describe('a push-to-talk release', () => {
  it('sends the order it heard before the seat re-renders for the release, then shows it sent', async () => {
    plugins('es');
    usePrefsStore().language = 'es';
    const voice = useVoiceStore();
    const game = useGameStore();
    game.receive(viewFor(startGame({ mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' }), crewSeat('blue', ['captain'])), [], true);
    const order: string[] = [];
    const command = vi.spyOn(game, 'command').mockImplementation(() => void order.push('sent'));
    // A pre-flush watcher runs in the same scheduler flush as the seat's components.
    watch(
      () => voice.talking,
      (talking) => order.push(talking ? 'shown talking' : 'shown released'),
    );
    const double = await voice.useDouble(false);
    double.say({ text: 'rumbo norte' });
    voice.press();
    await settle();
    voice.release();
    vi.advanceTimersByTime(HANGOVER_MS);
    await settle();
    expect(command).toHaveBeenCalledWith('captain', { type: 'course', direction: 'N' });
    expect(order).toEqual(['shown talking', 'sent', 'shown released']);
    expect(voice.talking).toBe(false);
    expect(voice.outcome).toMatchObject({ kind: 'sent', heard: 'rumbo norte' });
  });
});
