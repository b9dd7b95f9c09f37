import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';
import { LabelledDto } from '../../people';

export const NOTE_VISIBILITIES = ['staff', 'family'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];
export const MAX_NOTE_BODY = 4000;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The note's text: trimmed, 1 to 4000 characters. */
const BodyField = () =>
  applyDecorators(
    ApiProperty({ type: String, minLength: 1, maxLength: MAX_NOTE_BODY, example: 'Slept well after lunch and asked for her blue blanket.' }),
    Transform(trimmed),
    IsString({ message: 'body must be text' }),
    MaxLength(MAX_NOTE_BODY, { message: `body must be at most ${MAX_NOTE_BODY} characters` }),
    Matches(/\S/, { message: 'body must not be empty' }),
  );

const VisibilityField = () =>
  applyDecorators(
    ApiProperty({ enum: [...NOTE_VISIBILITIES], enumName: 'NoteVisibility', description: 'staff: only the daycare reads it; family: the child’s guardians read it too' }),
    IsIn([...NOTE_VISIBILITIES], { message: `visibility must be one of ${NOTE_VISIBILITIES.join(', ')}` }),
  );

export class NoteDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 12 })
  childId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: 'Slept well after lunch and asked for her blue blanket.' })
  body: string;

  @ApiProperty({ enum: [...NOTE_VISIBILITIES], enumName: 'NoteVisibility' })
  visibility: NoteVisibility;

  @ApiProperty({ type: LabelledDto })
  author: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: string | null;

  @ApiProperty({ description: 'Whether the caller may change or delete the note (its author or a director)' })
  canEdit: boolean;
}

export class NoteListQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class NoteIdQueryDto {
  @IdField({ example: 7 })
  noteId: number;
}

export class CreateNoteDto {
  @IdField({ example: 12 })
  childId: number;

  @BodyField()
  body: string;

  @VisibilityField()
  visibility: NoteVisibility;
}

export class UpdateNoteDto {
  @IdField({ example: 7 })
  noteId: number;

  @BodyField()
  body: string;

  @VisibilityField()
  visibility: NoteVisibility;
}
