import { Alert } from 'antd';
import { selectLiveBannerShown, selectUser, useAppSelector } from '@daycare/store';
import { liveIdentityOf } from './live-connection';

export const LIVE_BANNER_TEXT = 'Live updates are paused while we reconnect. What you see may be out of date.';

/** Says, while the live connection is down, that screens are not updating by themselves (section 8). */
export function LiveBanner() {
  const shown = useAppSelector(selectLiveBannerShown);
  const hasLiveConnection = liveIdentityOf(useAppSelector(selectUser)) !== null;
  if (!shown || !hasLiveConnection) return null;
  return <Alert banner type="warning" showIcon role="status" title={LIVE_BANNER_TEXT} />;
}
