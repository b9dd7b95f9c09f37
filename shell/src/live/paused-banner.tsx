import { Alert } from 'antd';

export const LIVE_BANNER_TEXT = 'Live updates are paused while we reconnect. What you see may be out of date.';

export default function PausedBanner() {
  return <Alert banner type="warning" showIcon role="status" title={LIVE_BANNER_TEXT} />;
}
