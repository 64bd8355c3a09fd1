/**
 * The alert of a new trip on offer: a short rising chime made with Web Audio (no sound file to download) and a buzz
 * where the phone can vibrate. Browsers allow sound only after the person has touched the page, so the console calls
 * `unlockOfferSound` from a tap (going on duty, any tap on the console).
 */
let context: AudioContext | undefined;

export function unlockOfferSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    // No Web Audio: the offer still shows, and the phone may still buzz.
  }
}

function chime(audio: AudioContext): void {
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.16, 880],
    [0.32, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.16);
  }
}

/** Rings and buzzes once for new trips on offer. */
export function alertNewOffer(): void {
  try {
    if (context?.state === 'running') chime(context);
  } catch {
    // A sound that fails must not stop the offer from showing.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([250, 120, 250]);
  }
}
