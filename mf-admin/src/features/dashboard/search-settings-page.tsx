import { Button, Checkbox, Flex, Form, Radio, Switch, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { THEME_COLORS } from '@daycare/shared';
import {
  ATTENDANCE_SEARCH_COLUMNS, ATTENDANCE_SEARCH_PERIODS, DEFAULT_ATTENDANCE_SEARCH, selectUser, setAttendanceSearchSettings, showSnackbar,
  useAppDispatch, useAppSelector, type AttendanceSearchSettings,
} from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { SEARCH_SETTINGS_PATH, columnLabel, periodLabel, useAttendanceSearchSettings } from './search-settings';

/**
 * Search settings (/search/configure): the period an attendance history opens on, which of its
 * columns show and whether its stays are grouped by day. Each person's own, kept in this browser.
 */
export default function SearchSettingsPage() {
  const t = useT();
  const settings = useAttendanceSearchSettings();
  const userId = useAppSelector(selectUser)?.id;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [form] = Form.useForm<AttendanceSearchSettings>();

  const save = (values: AttendanceSearchSettings) => {
    if (userId === undefined) return;
    dispatch(setAttendanceSearchSettings({ userId, settings: values }));
    dispatch(showSnackbar({ text: t('searchSettings.saved'), color: THEME_COLORS.light.success }));
    // Back to the history the person came from, which now shows them.
    if (key !== 'default') void navigate(-1);
  };

  return (
    <RoutePage path={SEARCH_SETTINGS_PATH}>
      <Form<AttendanceSearchSettings>
        form={form}
        layout="vertical"
        initialValues={settings}
        onFinish={save}
        aria-label={t('history.searchSettings')}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="period"
          label={t('searchSettings.period')}
          extra={t('searchSettings.periodHelp')}
        >
          <Radio.Group
            aria-label={t('searchSettings.period')}
            options={ATTENDANCE_SEARCH_PERIODS.map((period) => ({ value: period, label: periodLabel(period) }))}
          />
        </Form.Item>
        <Form.Item name="columns" label={t('searchSettings.columnsLabel')} extra={t('searchSettings.columnsHelp')}>
          <Checkbox.Group aria-label={t('searchSettings.columnsLabel')}>
            <Flex vertical gap={4}>
              {ATTENDANCE_SEARCH_COLUMNS.map((column) => <Checkbox key={column} value={column}>{columnLabel(column)}</Checkbox>)}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Flex gap={12} align="center" style={{ marginBottom: 24 }}>
          <Form.Item name="groupByDay" valuePropName="checked" noStyle>
            <Switch aria-labelledby="group-by-day" />
          </Form.Item>
          <Flex vertical>
            <Typography.Text id="group-by-day">{t('searchSettings.groupByDay')}</Typography.Text>
            <Typography.Text type="secondary">{t('searchSettings.groupByDayHelp')}</Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">{t('common.save')}</Button>
          <Button onClick={() => form.setFieldsValue(DEFAULT_ATTENDANCE_SEARCH)}>{t('searchSettings.defaults')}</Button>
        </Flex>
      </Form>
    </RoutePage>
  );
}
