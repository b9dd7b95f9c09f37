import { Alert, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useChildByIdQuery, useNotesCreateMutation, type ChildRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { RoutePage, positiveInteger, useRouteParams, TAP_LINK } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { ChildNotFound } from '../children/child-page';
import { childPath } from '../children/child-helpers';
import { NoteForm, type NoteValues } from './note-form';
import { NOTE_ROUTES } from './note-helpers';

handleErrorsInPage('notesCreate');

function NewNote({ child }: { child: ChildRecordDto }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [create, creating] = useNotesCreateMutation();
  const back = () => void navigate(childPath(child.id, 'notes'));
  const save = async (values: NoteValues) => {
    const result = await create({ createNoteDto: { childId: child.id, ...values } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('notes.saved'), color: THEME_COLORS.light.success }));
    back();
  };
  const title = t('notes.newTitle', { name: child.label });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{title}</Typography.Title>
      <NoteForm initial={{ body: '', visibility: 'staff' }} saving={creating.isLoading} error={creating.error} label={title} onSave={(values) => void save(values)} onCancel={back} />
    </Flex>
  );
}

/** A link whose family is not the child's: it was copied wrong or the child moved family. */
function WrongLink({ child }: { child: ChildRecordDto }) {
  const t = useT();
  return (
    <Alert type="warning" showIcon title={t('notes.wrongLink', { name: child.label })}
      description={<Link to={childPath(child.id, 'notes')} style={TAP_LINK}>{t('notes.toChildNotes', { name: child.label })}</Link>} />
  );
}

/** A new note about a child, for the staff only or shared with the family (/notes/child/create/:familyId/:childId). */
export default function NoteCreatePage() {
  const params = useRouteParams(NOTE_ROUTES.create);
  const childId = positiveInteger(params.childId);
  const familyId = positiveInteger(params.familyId);
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  const child = record.data;
  let content;
  if (!childId || !familyId || record.isError) content = <ChildNotFound />;
  else if (!child) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (child.familyId !== familyId) content = <WrongLink child={child} />;
  else content = <NewNote child={child} />;
  return <RoutePage path={NOTE_ROUTES.create}>{content}</RoutePage>;
}
