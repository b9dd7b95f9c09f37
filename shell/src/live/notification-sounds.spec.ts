import { NotificationType } from '@daycare/shared';
import { NotificationSounds } from './notification-sounds';

function sounds(muted: number[] = []) {
  const played: number[][] = [];
  const finish: (() => void)[] = [];
  const player = new NotificationSounds(() => muted, (notes) => {
    played.push(notes);
    return new Promise<void>((resolve) => finish.push(resolve));
  });
  return { player, played, finishSound: async () => { finish.shift()?.(); await new Promise((r) => setTimeout(r, 0)); } };
}

describe('notification sounds', () => {
  it('plays a chime for a notice', () => {
    const { player, played } = sounds();
    expect(player.play(NotificationType.OnMyWay)).toBe(true);
    expect(played).toHaveLength(1);
  });

  it('plays nothing for a muted type', () => {
    const { player, played } = sounds([NotificationType.Message]);
    expect(player.play(NotificationType.Message)).toBe(false);
    expect(player.play(NotificationType.Incident)).toBe(true);
    expect(played).toHaveLength(1);
  });

  it('plays one sound at a time', async () => {
    const { player, played, finishSound } = sounds();
    expect(player.play(NotificationType.Message)).toBe(true);
    expect(player.play(NotificationType.Incident)).toBe(false);
    await finishSound();
    expect(player.play(NotificationType.Incident)).toBe(true);
    expect(played).toHaveLength(2);
  });

  it('has no sound for types that are not live notices', () => {
    const { player } = sounds();
    expect(player.play(NotificationType.Billing)).toBe(false);
  });
});
