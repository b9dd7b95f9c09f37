// /illness-report: the illness reports the reader reaches, newest first, each with the return date its rule gives.
import { Button, Card, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type IllnessReportDto, useIllnessListQuery, useIllnessRemoveMutation } from '@daycare/api-client';
import { formatMoment, useLanguage } from '@daycare/i18n';
import { isAdminType, THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { RoutePage } from '../route-page';
import { ExclusionRules } from './exclusion-rules';
import { useT } from './i18n';
import { dayAndTime, ILLNESS_LIST_PATH, ruleText, staysHome, temperatureText } from './illness-words';

function DeleteReport({ report }: { report: IllnessReportDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [remove, removing] = useIllnessRemoveMutation();
  const confirm = async () => {
    const result = await remove({ reportId: report.id });
    if (!result.error) dispatch(showSnackbar({ text: t('list.deleted'), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm title={t('list.deleteQuestion')} okText={t('list.yesDelete')} cancelText={t('list.keep')} onConfirm={() => void confirm()}>
      <Button danger loading={removing.isLoading}>{t('list.delete')}</Button>
    </Popconfirm>
  );
}

function ReportDetails({ report }: { report: IllnessReportDto }) {
  const t = useT();
  const lines = [
    t('list.noticed', { when: formatMoment(report.noticedAt) }),
    report.temperatureC !== null ? temperatureText(report.temperatureC) : null,
    report.sentHomeAt ? t('list.sentHome', { when: formatMoment(report.sentHomeAt) }) : null,
    report.pickedUpBy ? t('list.pickedUpBy', { name: report.pickedUpBy }) : null,
    report.diagnosis ? t('list.diagnosis', { text: report.diagnosis }) : null,
    t('list.reportedBy', { name: report.reportedBy.label }),
  ].filter((line): line is string => line !== null);
  return (
    <>
      {lines.map((line) => <Typography.Text key={line} style={{ display: 'block' }}>{line}</Typography.Text>)}
      {report.notes && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{report.notes}</Typography.Paragraph>}
    </>
  );
}

function ReportCard({ report, director }: { report: IllnessReportDto; director: boolean }) {
  const t = useT();
  const home = staysHome(report);
  return (
    <Card size="small" role="listitem" aria-label={report.child.label}>
      <Flex gap={12} justify="space-between" align="start" wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>{report.child.label}</Typography.Text>
            <Tag color={home ? 'error' : 'success'}>{home ? t('list.atHome') : t('list.mayAttend')}</Tag>
          </Flex>
          <Flex gap={4} wrap>{report.symptoms.map((symptom) => <Tag key={symptom}>{t(`symptom.${symptom}`)}</Tag>)}</Flex>
          <Typography.Text strong type={home ? 'danger' : undefined}>
            {t(home ? 'list.mayReturn' : 'list.returned', { when: dayAndTime(report.returnAfter) })} · {ruleText(report)}
          </Typography.Text>
          <ReportDetails report={report} />
        </Flex>
        <Flex gap={8}>
          {report.canEdit && <Link to={`/illness-report/update/${report.id}`}><Button>{t('list.edit')}</Button></Link>}
          {director && <DeleteReport report={report} />}
        </Flex>
      </Flex>
    </Card>
  );
}

function Reports() {
  useLanguage();
  const t = useT();
  const type = useAppSelector(selectUser)?.type;
  const director = type !== undefined && isAdminType(type);
  const reports = useIllnessListQuery({});
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Link to="/illness-report/create"><Button type="primary" size="large">{t('list.report')}</Button></Link>
      {!reports.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : reports.data.length ? (
        <Flex vertical gap={8} role="list" aria-label={t('list.reports')}>
          {reports.data.map((report) => <ReportCard key={report.id} report={report} director={director} />)}
        </Flex>
      ) : (
        <Empty description={t('list.empty')} />
      )}
      <ExclusionRules editable={director} />
    </Flex>
  );
}

/** /illness-report: families see their children's reports, the daycare side those of the children it cares for, with the return rules. */
export function IllnessListPage() {
  return (
    <RoutePage path={ILLNESS_LIST_PATH}>
      <Reports />
    </RoutePage>
  );
}
