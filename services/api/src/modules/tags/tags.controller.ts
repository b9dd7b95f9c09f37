import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { AssignTagDto, ChildTagsQueryDto, CreateAndAssignTagDto, CreateTagDto, TagDto, TagIdQueryDto, UnassignTagQueryDto, UpdateTagDto } from './dto/tag.dto';
import { TAG_NOT_FOUND, TagsService } from './tags.service';

const READ_TAGS: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super] };
/** The tag list itself is the director's (/admin/tags, custom lists). */
const CHANGE_TAGS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['CUSTOM_LISTS'] };
/** Tagging a child: directors, and staff who sign children in and out. */
const TAG_CHILDREN: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD', 'CUSTOM_LISTS'] };

/** Child tags: the director's tag list and which children carry each tag. */
@ApiTags('Tags')
@Controller('Tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get('List')
  @Authorize(READ_TAGS)
  @ApiOperation({ summary: "The daycare's tags with how many children carry each" })
  @ApiOkResponse({ type: TagDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<TagDto[]> {
    return this.tags.list(user);
  }

  @Post('Create')
  @Authorize(CHANGE_TAGS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create a tag' })
  @ApiOkResponse({ type: TagDto })
  @ApiBadRequestResponse({ description: 'A tag with this name already exists' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateTagDto): Promise<TagDto> {
    return this.tags.create(user, body);
  }

  @Post('createAndAssign')
  @Authorize(TAG_CHILDREN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Tag a child by name, creating the tag when there is none by that name' })
  @ApiOkResponse({ type: TagDto })
  createAndAssign(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateAndAssignTagDto): Promise<TagDto> {
    return this.tags.createAndAssign(user, body);
  }

  @Post('Update')
  @Authorize(CHANGE_TAGS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Rename or recolour a tag' })
  @ApiOkResponse({ type: TagDto })
  @ApiNotFoundResponse({ description: TAG_NOT_FOUND })
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateTagDto): Promise<TagDto> {
    return this.tags.update(user, body);
  }

  @Delete('Delete')
  @Authorize(CHANGE_TAGS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a tag (children lose it)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Query() query: TagIdQueryDto): Promise<void> {
    await this.tags.remove(user, query.id);
  }

  @Get('ChildTags')
  @Authorize(READ_TAGS)
  @ApiOperation({ summary: "A child's tags (a tablet: children of its room only)" })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  @ApiOkResponse({ type: TagDto, isArray: true })
  childTags(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildTagsQueryDto): Promise<TagDto[]> {
    return this.tags.visibleChildTags(user, query.childId);
  }

  @Post('Assign')
  @Authorize(TAG_CHILDREN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give a child a tag; answers the child’s tags' })
  @ApiOkResponse({ type: TagDto, isArray: true })
  assign(@CurrentUser() user: AuthenticatedUser, @Body() body: AssignTagDto): Promise<TagDto[]> {
    return this.tags.assign(user, body);
  }

  @Delete('Unassign')
  @Authorize(TAG_CHILDREN)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Take a tag off a child' })
  @ApiNoContentResponse({ description: 'Done (also when the child did not have it)' })
  async unassign(@CurrentUser() user: AuthenticatedUser, @Query() query: UnassignTagQueryDto): Promise<void> {
    await this.tags.unassign(user, query.childId, query.tagId);
  }
}
