import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND, NOTE_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { CreateNoteDto, NoteDto, NoteIdQueryDto, NoteListQueryDto, UpdateNoteDto } from './dto/note.dto';
import { NotesService } from './notes.service';

/** The daycare side writes notes; guardians read those shared with them (the access policy checks whose). */
const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] };
const WRITERS: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super] };

/** Notes about a child, private to the staff or shared with the family. */
@ApiTags('Notes')
@Controller('note')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get('list')
  @Authorize(READERS)
  @ApiOperation({ summary: "A child's notes, newest first; guardians get only those shared with the family" })
  @ApiOkResponse({ type: NoteDto, isArray: true })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: NoteListQueryDto): Promise<NoteDto[]> {
    return this.notes.list(user, query.childId);
  }

  @Get('byId')
  @Authorize(READERS)
  @ApiOperation({ summary: 'One note; a staff-only note is not found for a guardian' })
  @ApiOkResponse({ type: NoteDto })
  @ApiNotFoundResponse({ description: NOTE_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: NoteIdQueryDto): Promise<NoteDto> {
    return this.notes.byId(user, query.noteId);
  }

  @Post('create')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Write a note about a child, for the staff only or shared with the family' })
  @ApiOkResponse({ type: NoteDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  create(@Actor() actor: RequestActor, @Body() body: CreateNoteDto): Promise<NoteDto> {
    return this.notes.create(actor, body);
  }

  @Post('update')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a note's text or who reads it (its author or a director)" })
  @ApiOkResponse({ type: NoteDto })
  @ApiNotFoundResponse({ description: NOTE_NOT_FOUND })
  update(@Actor() actor: RequestActor, @Body() body: UpdateNoteDto): Promise<NoteDto> {
    return this.notes.update(actor, body);
  }

  @Delete('delete')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a note (its author or a director)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: NOTE_NOT_FOUND })
  async remove(@Actor() actor: RequestActor, @Query() query: NoteIdQueryDto): Promise<void> {
    await this.notes.remove(actor, query.noteId);
  }
}
