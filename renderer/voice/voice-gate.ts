/**
 * Open-mic mode: an utterance starts when the level stays above the threshold for `attackMs` and
 * ends after `releaseMs` of quiet, so the room's chatter between orders is not sent to Vosk.
 */
export class VoiceGate {
  private loudSince: number | null = null;
  private quietSince: number | null = null;
  private open = false;

  constructor(
    private readonly onChange: (open: boolean) => void,
    private readonly threshold = 0.02,
    private readonly attackMs = 60,
    private readonly releaseMs = 600,
  ) {}

  feed(level: number, now: number): void {
    const loud = level >= this.threshold;
    if (!this.open) {
      this.loudSince = loud ? (this.loudSince ?? now) : null;
      if (this.loudSince !== null && now - this.loudSince >= this.attackMs) this.set(true);
      return;
    }
    this.quietSince = loud ? null : (this.quietSince ?? now);
    if (this.quietSince !== null && now - this.quietSince >= this.releaseMs) this.set(false);
  }

  private set(open: boolean): void {
    this.open = open;
    this.loudSince = null;
    this.quietSince = null;
    this.onChange(open);
  }
}
