/**
 * Short alerts made with Web Audio (no sound file to download). Browsers allow sound only after the person has
 * touched the page, so a screen keeps one `Tones` and calls `unlock` from a tap; `play` is silent until then.
 */
export interface Tone {
  /** Seconds after the call. */
  at: number;
  frequency: number;
}

export class Tones {
  private context: AudioContext | undefined;

  constructor(
    private readonly wave: OscillatorType,
    private readonly volume: number,
  ) {}

  unlock(): void {
    try {
      this.context ??= new AudioContext();
      if (this.context.state === 'suspended') void this.context.resume();
    } catch {
      // No Web Audio: what the sound announces still shows.
    }
  }

  /** Whether a tone would sound now: false until a tap unlocked sound (or when the browser suspended it). */
  running(): boolean {
    return this.context?.state === 'running';
  }

  /** Each tone 0.15 s long; nothing when sound is not unlocked or fails (the alert still shows). */
  play(tones: readonly Tone[]): void {
    const audio = this.context;
    if (!audio || audio.state !== 'running') return;
    try {
      const start = audio.currentTime;
      for (const { at, frequency } of tones) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = this.wave;
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + at);
        gain.gain.exponentialRampToValueAtTime(this.volume, start + at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.15);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start + at);
        oscillator.stop(start + at + 0.16);
      }
    } catch {
      // A sound that fails must not stop the alert from showing.
    }
  }
}
