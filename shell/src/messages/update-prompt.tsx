import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Modal, Progress, Switch, Typography } from 'antd';
import { commonText } from '@daycare/i18n';
import { RELOAD_COUNTDOWN_MS } from '@daycare/shared';
import { selectAutoReload, setAutoReload, useAppDispatch, useAppSelector } from '@daycare/store';
import { useT } from '../i18n';
import { rememberVersion } from './version-check';

/** A ring that fills over the reload countdown (5 s), then calls `onDone`. */
function ReloadCountdown({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => setElapsed(Math.min(Date.now() - started, RELOAD_COUNTDOWN_MS)), 100);
    const done = setTimeout(onDone, RELOAD_COUNTDOWN_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [onDone]);
  const secondsLeft = Math.ceil((RELOAD_COUNTDOWN_MS - elapsed) / 1000);
  return (
    <Progress
      type="circle"
      size={72}
      percent={(elapsed / RELOAD_COUNTDOWN_MS) * 100}
      format={() => t('updateDialog.secondsLeft', { seconds: secondsLeft })}
      aria-label={t('updateDialog.reloadingIn', { count: secondsLeft })}
    />
  );
}

export interface UpdatePromptProps {
  newVersion: number;
  dismiss: () => void;
  reload: () => void;
}

/** The update dialog; with Auto Reload on, the page reloads by itself after the countdown. */
export default function UpdatePrompt({ newVersion, dismiss, reload }: UpdatePromptProps) {
  const t = commonText.useT();
  const dispatch = useAppDispatch();
  const autoReload = useAppSelector(selectAutoReload);

  const updateNow = useCallback(() => {
    // The new version becomes this page's, so the reloaded page does not offer it again.
    rememberVersion(newVersion);
    reload();
  }, [newVersion, reload]);

  return (
    <Modal
      open
      title={t('updateDialog.title')}
      closable={false}
      onCancel={dismiss}
      footer={[
        <Button key="close" onClick={dismiss}>{t('updateDialog.close')}</Button>,
        <Button key="update" type="primary" onClick={updateNow}>{t('updateDialog.updateNow')}</Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('updateDialog.body')}</Typography.Paragraph>
        <Typography.Text>{t('updateDialog.autoReloadQuestion')}</Typography.Text>
        <Flex align="center" justify="space-between" gap={12}>
          <label>
            <Flex align="center" gap={8}>
              <Switch checked={autoReload} onChange={(checked) => dispatch(setAutoReload(checked))} />
              {t('updateDialog.autoReloadLabel')}
            </Flex>
          </label>
          {autoReload && <ReloadCountdown onDone={updateNow} />}
        </Flex>
      </Flex>
    </Modal>
  );
}
