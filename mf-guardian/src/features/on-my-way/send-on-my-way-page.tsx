import { useState } from 'react';
import { Button, Checkbox, Empty, Flex, Input, InputNumber, Radio, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { type PeopleChildDto, useOnMyWaySendMutation, useTabletChildrenListQuery } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { t as text, useT } from '../../i18n';

/** The server's limits (POST /api/onmyway/send). */
export const MAX_MINUTES = 240;
export const MAX_NOTE_LENGTH = 200;
const PRESETS = [5, 10, 15, 30];

function ChildChoice({ childList, chosen, onChange }: { childList: PeopleChildDto[]; chosen: number[]; onChange: (ids: number[]) => void }) {
  return (
    <Checkbox.Group value={chosen} onChange={(ids) => onChange(ids as number[])} style={{ width: '100%' }}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        {childList.map((child) => (
          <Panel key={child.id} size="small">
            <Checkbox value={child.id} style={{ fontSize: 18 }}>{child.label}</Checkbox>
          </Panel>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}

function MinutesChoice({ minutes, onChange }: { minutes: number | null; onChange: (minutes: number | null) => void }) {
  const t = useT();
  const preset = minutes !== null && PRESETS.includes(minutes) ? minutes : null;
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label={t('onMyWay.send.minutesLabel')}
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={preset}
        onChange={(event) => onChange(event.target.value as number)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}
      >
        {PRESETS.map((value) => (
          <Radio.Button key={value} value={value} style={{ height: 64, lineHeight: '62px', padding: 0, textAlign: 'center', fontSize: 18, whiteSpace: 'nowrap', borderRadius: 8 }}>
            {t('onMyWay.send.minutes', { minutes: value })}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Flex align="center" gap={8}>
        <Typography.Text>{t('onMyWay.send.otherTime')}</Typography.Text>
        <InputNumber
          aria-label={t('onMyWay.send.otherMinutesLabel')}
          min={0}
          max={MAX_MINUTES}
          precision={0}
          size="large"
          value={preset === null ? minutes : null}
          onChange={(value) => onChange(typeof value === 'number' ? value : null)}
          suffix={t('onMyWay.send.minuteUnit')}
          style={{ width: 140 }}
        />
      </Flex>
    </Flex>
  );
}

/** What is wrong with the choice, as the server would say it; null when it can be sent. */
function problem(childIds: number[], minutes: number | null): string | null {
  if (!childIds.length) return text('onMyWay.send.chooseChild');
  if (minutes === null) return text('onMyWay.send.chooseWhen');
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES) return text('onMyWay.send.minutesRange', { max: MAX_MINUTES });
  return null;
}

/** /onmyway/send: which children, minutes until arrival (big presets or a number), an optional note, Send. */
export default function SendOnMyWayPage() {
  const dispatch = useAppDispatch();
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const children = useTabletChildrenListQuery({});
  const [send, { isLoading }] = useOnMyWaySendMutation();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const childList = children.data ?? [];
  // An only child, or the one the address names (?childId, from the family home), is chosen from the start.
  const named = Number(searchParams.get('childId'));
  const childIds = picked ?? (childList.length === 1 ? [childList[0].id] : childList.filter((child) => child.id === named).map((child) => child.id));
  const blocked = problem(childIds, minutes);

  const submit = async () => {
    if (blocked || minutes === null) return;
    const sent: string[] = [];
    for (const childId of childIds) {
      const result = await send({ sendOnMyWayDto: { childId, minutes, note: note.trim() || null } });
      if (result.error) return;
      sent.push(result.data.child.label);
    }
    // Every name joined by "and", as the room reads it ("Emma and Liam").
    const names = sent.reduce((first, last) => t('names.pair', { first, last }));
    const message = minutes === 0 ? t('onMyWay.send.sentNow', { names }) : t('onMyWay.send.sentIn', { count: minutes, names });
    dispatch(showSnackbar({ text: message, color: THEME_COLORS.light.success }));
    void navigate('/onmyway');
  };

  return (
    <RoutePage path="/onmyway/send">
      {children.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : childList.length === 0 ? (
        <Empty description={t('common.noChildrenOnRecord')} />
      ) : (
        <Flex vertical gap={20}>
          <Flex vertical gap={8}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('onMyWay.send.whoTitle')}</Typography.Title>
            <ChildChoice childList={childList} chosen={childIds} onChange={setPicked} />
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('onMyWay.send.whenTitle')}</Typography.Title>
            <MinutesChoice minutes={minutes} onChange={setMinutes} />
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('onMyWay.send.noteTitle')}</Typography.Title>
            <Input.TextArea
              aria-label={t('onMyWay.send.noteLabel')}
              placeholder={t('onMyWay.send.notePlaceholder')}
              maxLength={MAX_NOTE_LENGTH}
              showCount
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Flex>
          {blocked && minutes !== null && childIds.length > 0 && <Typography.Text type="danger">{blocked}</Typography.Text>}
          <Button type="primary" size="large" block disabled={blocked !== null} loading={isLoading} onClick={() => void submit()} style={{ height: 64, fontSize: 20 }}>
            {t('onMyWay.send.send')}
          </Button>
          <Button size="large" block onClick={() => void navigate('/onmyway')}>{t('common.cancel')}</Button>
        </Flex>
      )}
    </RoutePage>
  );
}
