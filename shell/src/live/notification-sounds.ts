import { NotificationType } from '@daycare/shared';
import type { ShellKey } from '../i18n';

/** The notes of each notification type's chime, in hertz: short, distinct, and calm enough for a room of napping children. */
const CHIMES: Partial<Record<NotificationType, number[]>> = {
  [NotificationType.Message]: [660, 880],
  [NotificationType.Incident]: [523, 392, 523],
  [NotificationType.Medication]: [587, 740, 880],
  [NotificationType.Registration]: [784, 988],
  [NotificationType.Permission]: [698, 880],
  [NotificationType.OnMyWay]: [880, 698, 880],
};
const NOTE_SECONDS = 0.18;

/** The notices that ring, as the sound settings name them (keys of the shell's catalogue). */
export const SOUNDED_NOTICES: { type: NotificationType; label: ShellKey }[] = [
  { type: NotificationType.Message, label: 'sounds.messages' },
  { type: NotificationType.Incident, label: 'sounds.incidents' },
  { type: NotificationType.Medication, label: 'sounds.medication' },
  { type: NotificationType.Registration, label: 'sounds.registrations' },
  { type: NotificationType.Permission, label: 'sounds.permissionForms' },
  { type: NotificationType.OnMyWay, label: 'sounds.onMyWay' },
];

type Chime = (notes: number[], noteSeconds: number) => Promise<void>;

/** Plays the notes with the Web Audio API: no sound files to download. */
function webAudioChime(): Chime {
  let context: AudioContext | undefined;
  return async (notes, noteSeconds) => {
    context ??= new AudioContext();
    const start = context.currentTime;
    notes.forEach((frequency, index) => {
      const oscillator = new OscillatorNode(context as AudioContext, { type: 'sine', frequency });
      const gain = new GainNode(context as AudioContext, { gain: 0 });
      const at = start + index * noteSeconds;
      gain.gain.linearRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, at + noteSeconds);
      oscillator.connect(gain).connect((context as AudioContext).destination);
      oscillator.start(at);
      oscillator.stop(at + noteSeconds);
    });
    await new Promise((resolve) => setTimeout(resolve, notes.length * noteSeconds * 1000));
  };
}

/** The sound of each live notice: none for a muted type, and one at a time. */
export class NotificationSounds {
  private playing = false;

  constructor(
    private readonly mutedTypes: () => readonly number[],
    private readonly chime: Chime = webAudioChime(),
  ) {}

  /** True when the sound started; false when the type is muted, has no sound, or another sound is playing. */
  play(type: NotificationType): boolean {
    const notes = CHIMES[type];
    if (!notes || this.playing || this.mutedTypes().includes(type)) return false;
    this.playing = true;
    // A browser that blocks audio until the person touches the page plays nothing: the notice still shows.
    void this.chime(notes, NOTE_SECONDS)
      .catch(() => undefined)
      .finally(() => {
        this.playing = false;
      });
    return true;
  }
}
