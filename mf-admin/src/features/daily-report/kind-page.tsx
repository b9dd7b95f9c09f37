import { useState, type ReactNode } from 'react';
import { Alert, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useDailyReportsByIdQuery, useDailyReportsChildQuery, useDailyReportsCreateMutation, useDailyReportsUpdateMutation,
  type DailyEntryDto, type DailyEntryKind, type LabelledDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, TAP_LINK, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel, type ListColumn } from '@daycare/ui';
import { useT } from '../../i18n';
import { ChildSelect } from '../children/child-select';
import { DayPicker, EntryActions } from './entry-actions';
import { EntryTable } from './entry-table';
import { EntryForm, newEntry, valuesOf, type EntryFields } from './entry-form';
import {
  HeldTag, KIND_PAGES, TODAY_ROUTE, childDayPath, dayOf, entryAmount, entryName, entryTime, entryWhat, kindPath, moodText, today, useDayParam,
} from './entry-helpers';

const CHILD_SELECT_STYLE = { flex: '1 1 240px', maxWidth: 360 };

// A correction's refusal shows in its form; a new entry's reaches the snackbar, as it does on the room's
// day page that records the same way (which page handles an endpoint's errors is one choice for the app).
handleErrorsInPage('dailyReportsUpdate');

type Translate = ReturnType<typeof useT>;

/** The columns only a kind has: a meal's what and how much, a nap's length, a diaper's result. */
function kindColumns(kind: DailyEntryKind, t: Translate): ListColumn<DailyEntryDto>[] {
  switch (kind) {
    case 'meal':
    case 'movement':
      return [
        { key: 'what', title: t(`dailyReport.columns.what.${kind}`), render: entryWhat },
        { key: 'amount', title: t(`dailyReport.columns.amount.${kind}`), render: entryAmount },
      ];
    case 'nap':
      return [{
        key: 'amount',
        title: t('dailyReport.columns.amount.nap'),
        render: (entry) => (entry.until ? entryAmount(entry) : <Tag color="processing">{t('dailyReport.asleep')}</Tag>),
      }];
    case 'note':
      return [];
  }
}

function useColumns(kind: DailyEntryKind): ListColumn<DailyEntryDto>[] {
  const t = useT();
  return [
    { key: 'time', title: t('dailyReport.columns.time'), render: (entry) => <Flex gap={8} wrap align="center"><strong>{entryTime(entry)}</strong><HeldTag entry={entry} /></Flex> },
    ...kindColumns(kind, t),
    { key: 'mood', title: t('dailyReport.fields.mood'), render: moodText },
    { key: 'note', title: t('dailyReport.fields.note'), render: (entry) => entry.note && <span style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</span> },
    { key: 'recordedBy', title: t('dailyReport.columns.recordedBy'), render: (entry) => entry.recordedBy.label },
    { key: 'actions', title: t('dailyReport.columns.actions'), render: (entry) => <EntryActions entry={entry} /> },
  ];
}

function EntriesTable({ kind, child, entries, loading }: { kind: DailyEntryKind; child: LabelledDto; entries: DailyEntryDto[]; loading: boolean }) {
  const t = useT();
  const columns = useColumns(kind);
  return (
    <EntryTable label={t(`dailyReport.pages.${kind}.list`, { name: child.label })} columns={columns} entries={entries} loading={loading}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`dailyReport.pages.${kind}.empty`, { name: child.label })} />} />
  );
}

function AddEntry({ kind, child, day }: { kind: DailyEntryKind; child: LabelledDto; day: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [create, creating] = useDailyReportsCreateMutation();
  // A new form after each entry: empty fields and the time of now.
  const [round, setRound] = useState(0);
  const save = async (fields: EntryFields) => {
    const result = await create({ createDailyEntriesDto: { childIds: [child.id], kind, ...fields } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t(`dailyReport.pages.${kind}.saved`, { name: child.label }), color: THEME_COLORS.light.success }));
    setRound((value) => value + 1);
  };
  const title = t(`dailyReport.pages.${kind}.add`);
  return (
    <Panel size="small" title={title} aria-label={title} style={{ maxWidth: 720 }}>
      <EntryForm key={`${day}-${round}`} kind={kind} day={day} initial={newEntry()} label={title} submitText={title}
        saving={creating.isLoading} onSave={(fields) => void save(fields)} />
    </Panel>
  );
}

function EditForm({ entry, done }: { entry: DailyEntryDto; done: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [update, updating] = useDailyReportsUpdateMutation();
  const save = async (fields: EntryFields) => {
    const result = await update({ updateDailyEntryDto: { entryId: entry.id, ...fields } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('dailyReport.changed', { what: entryName(entry) }), color: THEME_COLORS.light.success }));
    done();
  };
  return (
    <EntryForm kind={entry.kind} day={dayOf(entry.at)} initial={valuesOf(entry)} label={t('dailyReport.editOf', { what: entryName(entry) })}
      submitText={t('dailyReport.saveChanges')} saving={updating.isLoading} error={updating.error} onSave={(fields) => void save(fields)} onCancel={done} />
  );
}

/** The entry of the address, in its edit form when it is this child's, of this kind and the reader's to change. */
function EditEntry({ kind, childId, entryId }: { kind: DailyEntryKind; childId: number; entryId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: entry, error } = useDailyReportsByIdQuery({ entryId });
  const title = entry ? t('dailyReport.editOf', { what: entryName(entry) }) : t('dailyReport.editTitle');
  const toList = <Link to={kindPath(kind, childId)} style={TAP_LINK}>{t(`dailyReport.pages.${kind}.add`)}</Link>;
  let content: ReactNode;
  if (error) content = <Flex vertical gap={12}><FormError error={error} flush />{toList}</Flex>;
  else if (!entry) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (entry.childId !== childId || entry.kind !== kind) content = <Alert type="warning" showIcon title={t('dailyReport.wrongEntry')} description={toList} />;
  else if (!entry.canEdit) content = <Alert type="info" showIcon title={t('dailyReport.notYours')} description={toList} />;
  else content = <EditForm entry={entry} done={() => void navigate(kindPath(kind, childId, undefined, dayOf(entry.at)))} />;
  return <Panel size="small" title={title} aria-label={title} style={{ maxWidth: 720 }}>{content}</Panel>;
}

/** The child's entries of the kind for a day, a form to add one (or correct the one of the address), and the way to the whole day. */
function ChildEntries({ kind, childId, entryId }: { kind: DailyEntryKind; childId: number; entryId?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const [day, setDay] = useDayParam();
  const childDay = useDailyReportsChildQuery({ childId, day });
  const child = childDay.data?.child;
  const entries = (childDay.data?.entries ?? []).filter((entry) => entry.kind === kind);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <ChildSelect ariaLabel={t('dailyReport.child')} child={child} onChoose={(id) => void navigate(kindPath(kind, id, undefined, day))} style={CHILD_SELECT_STYLE} />
        <DayPicker day={day} onChange={setDay} />
      </Flex>
      <FormError error={childDay.error} flush />
      {!childDay.data && !childDay.error && <Skeleton active paragraph={{ rows: 6 }} />}
      {child && (
        <>
          <Flex gap={8} wrap align="baseline" justify="space-between">
            <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{t(`dailyReport.pages.${kind}.title`, { name: child.label })}</Typography.Title>
            <Link to={childDayPath(child.id)} style={TAP_LINK}>{t('dailyReport.wholeDay', { name: child.label })}</Link>
          </Flex>
          {entryId ? <EditEntry kind={kind} childId={childId} entryId={entryId} /> : <AddEntry kind={kind} child={child} day={day} />}
          <EntriesTable kind={kind} child={child} entries={entries} loading={childDay.isFetching} />
        </>
      )}
    </Flex>
  );
}

/** No child in the address yet: choose one, or go to the room's day. */
function ChooseChild({ kind }: { kind: DailyEntryKind }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t(`dailyReport.pages.${kind}.choose`)}</Typography.Paragraph>
      <ChildSelect ariaLabel={t('dailyReport.child')} onChoose={(id) => void navigate(kindPath(kind, id, undefined, today()))} style={CHILD_SELECT_STYLE} />
      <Link to={TODAY_ROUTE} style={TAP_LINK}>{t('dailyReport.toToday')}</Link>
    </Flex>
  );
}

/** A kind's page (/daily-report/meals/:childId?/:mealId? and its siblings): a child picker, a child's day of that kind, or one entry's correction. */
export function KindPage({ kind }: { kind: DailyEntryKind }) {
  const { route, idParam } = KIND_PAGES[kind];
  const params = useRouteParams(route);
  const childId = positiveInteger(params.childId);
  const entryId = positiveInteger(params[idParam]);
  return <RoutePage path={route}>{childId ? <ChildEntries kind={kind} childId={childId} entryId={entryId} /> : <ChooseChild kind={kind} />}</RoutePage>;
}
