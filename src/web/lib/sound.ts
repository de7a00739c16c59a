import { useSettings } from "./settings";

/** A note: its pitch (Hz), when it starts and how long it lasts (s) after the sound begins. */
type Note = readonly [hz: number, at: number, length: number];

/**
 * Short sounds made in the browser (Web Audio), nothing downloaded: a rising pair for a right
 * answer, a soft low note for a wrong one, a little fanfare for a finished mission.
 */
const SOUNDS = {
  right: [
    [660, 0, 0.12],
    [880, 0.1, 0.2],
  ],
  wrong: [[220, 0, 0.25]],
  finished: [
    [523, 0, 0.14],
    [659, 0.12, 0.14],
    [784, 0.24, 0.14],
    [1047, 0.36, 0.35],
  ],
} as const satisfies Record<string, readonly Note[]>;

export type Sound = keyof typeof SOUNDS;

let context: AudioContext | undefined;

/**
 * Plays a sound when the Sound setting is on. The audio context is made on the first sound,
 * which always follows a tap or a key, so the browser allows it; where there is no audio,
 * nothing happens.
 */
export function play(sound: Sound): void {
  if (!useSettings.getState().settings.sound) return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [hz, at, length] of SOUNDS[sound]) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.type = "triangle";
      tone.frequency.value = hz;
      // A quick rise and a smooth fall: no click at either end.
      volume.gain.setValueAtTime(0.0001, start + at);
      volume.gain.exponentialRampToValueAtTime(0.2, start + at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
      tone.connect(volume).connect(context.destination);
      tone.start(start + at);
      tone.stop(start + at + length + 0.05);
    }
  } catch {
    // No audio here (or it is blocked): the lesson goes on in silence.
  }
}
