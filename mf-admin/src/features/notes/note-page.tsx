import { useState, type ReactNode } from 'react';
import { Button, Flex, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useNotesByIdQuery, useNotesRemoveMutation, useNotesUpdateMutation, type NoteDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, positiveInteger, useRouteParams, TAP_LINK } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { CHILD_ROUTES, childPath } from '../children/child-helpers';
import { NoteForm, type NoteValues } from './note-form';
import { NOTE_ROUTES, NoteByline, VisibilityTag } from './note-helpers';

handleErrorsInPage('notesUpdate', 'notesRemove');

function NoteNotFound() {
  const t = useT();
  return <Result status="404" title={t('notes.notFound')} extra={<Link to={CHILD_ROUTES.list} style={TAP_LINK}>{t('children.record.toList')}</Link>} />;
}

function EditNote({ note, done }: { note: NoteDto; done: () => void }) {
  const t = useT();
  const [update, updating] = useNotesUpdateMutation();
  const save = async (values: NoteValues) => {
    const result = await update({ updateNoteDto: { noteId: note.id, ...values } });
    if (!result.error) done();
  };
  return <NoteForm initial={{ body: note.body, visibility: note.visibility }} saving={updating.isLoading} error={updating.error} label={t('notes.editTitle')} onSave={(values) => void save(values)} onCancel={done} />;
}

function DeleteNote({ note }: { note: NoteDto }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [remove, removing] = useNotesRemoveMutation();
  const confirm = async () => {
    const result = await remove({ noteId: note.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('notes.deleted'), color: THEME_COLORS.light.success }));
    void navigate(childPath(note.childId, 'notes'));
  };
  return (
    <Flex vertical gap={8} align="start">
      <FormError error={removing.error} flush />
      <Popconfirm title={t('notes.deleteQuestion')} okText={t('common.yesDelete')} cancelText={t('common.keepIt')} onConfirm={() => void confirm()}>
        <Button danger loading={removing.isLoading}>{t('notes.delete')}</Button>
      </Popconfirm>
    </Flex>
  );
}

function NoteRecord({ note }: { note: NoteDto }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const title = t('notes.about', { name: note.child.label });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22, flex: '1 1 240px' }}>{title}</Typography.Title>
        <Link to={childPath(note.childId, 'notes')} style={TAP_LINK}>{t('notes.toChildNotes', { name: note.child.label })}</Link>
      </Flex>
      <Panel size="small" title={<VisibilityTag visibility={note.visibility} />} aria-label={t('notes.note')}>
        {editing ? <EditNote note={note} done={() => setEditing(false)} /> : (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{note.body}</Typography.Paragraph>
            <NoteByline note={note} />
            {note.canEdit && <div><Button onClick={() => setEditing(true)}>{t('notes.edit')}</Button></div>}
          </Flex>
        )}
      </Panel>
      {note.canEdit && !editing && <DeleteNote note={note} />}
    </Flex>
  );
}

/** One note about a child: its text, who reads it, its author and times; its author or a director edits or deletes it (/notes/:noteId). */
export default function NotePage() {
  const noteId = positiveInteger(useRouteParams(NOTE_ROUTES.view).noteId);
  const note = useNotesByIdQuery({ noteId: noteId ?? 0 }, { skip: !noteId });
  let content: ReactNode;
  if (!noteId || note.isError) content = <NoteNotFound />;
  else if (!note.data) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else content = <NoteRecord note={note.data} />;
  return <RoutePage path={NOTE_ROUTES.view}>{content}</RoutePage>;
}
