import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CONTACT_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { ContactsService } from './contacts.service';
import {
  ContactCreatedDto,
  ContactIdQueryDto,
  ContactListDto,
  ContactListItemDto,
  ContactListQueryDto,
  ContactRecordDto,
  CreateContactDto,
  ReorderContactsDto,
  UpdateContactAddressDto,
  UpdateContactChildrenDto,
  UpdateContactNameDto,
  UpdateContactPhonesDto,
} from './dto/contact.dto';

const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] };
/** Directors, and the family's guardians (the access policy checks whose). */
const DIRECTORS_AND_FAMILY: AccessRule = { userTypes: [UserType.User, UserType.Admin, UserType.Super] };

/** The families' emergency contacts and the people who may pick their children up. */
@ApiTags('Contacts')
@Controller('contact')
export class ContactController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('list')
  @Authorize(READERS)
  @ApiOperation({ summary: "The daycare's contacts (or one family's); a guardian's own family's only" })
  @ApiOkResponse({ type: ContactListDto })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ContactListQueryDto): Promise<ContactListDto> {
    return this.contacts.list(user, query);
  }

  @Get('byId')
  @Authorize(READERS)
  @ApiOperation({ summary: "A contact's record; the address only for directors and the family" })
  @ApiOkResponse({ type: ContactRecordDto })
  @ApiNotFoundResponse({ description: CONTACT_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: ContactIdQueryDto): Promise<ContactRecordDto> {
    return this.contacts.record(user, query.contactId);
  }

  @Post('create')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Add a contact for some of a family's children; they go last in each child's call order" })
  @ApiOkResponse({ type: ContactCreatedDto })
  create(@Actor() actor: RequestActor, @Body() body: CreateContactDto): Promise<ContactCreatedDto> {
    return this.contacts.create(actor, body);
  }

  @Post('updateName')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a contact's names and relation" })
  @ApiOkResponse({ type: ContactRecordDto })
  updateName(@Actor() actor: RequestActor, @Body() body: UpdateContactNameDto): Promise<ContactRecordDto> {
    return this.contacts.updateName(actor, body);
  }

  @Post('updateAddress')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a contact's address" })
  @ApiOkResponse({ type: ContactRecordDto })
  updateAddress(@Actor() actor: RequestActor, @Body() body: UpdateContactAddressDto): Promise<ContactRecordDto> {
    return this.contacts.updateAddress(actor, body);
  }

  @Post('updatePhones')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Replace a contact's phones and e-mail" })
  @ApiOkResponse({ type: ContactRecordDto })
  updatePhones(@Actor() actor: RequestActor, @Body() body: UpdateContactPhonesDto): Promise<ContactRecordDto> {
    return this.contacts.updatePhones(actor, body);
  }

  @Post('updateChildren')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Replace the children a contact serves, with emergency and pick-up for each' })
  @ApiOkResponse({ type: ContactRecordDto })
  updateChildren(@Actor() actor: RequestActor, @Body() body: UpdateContactChildrenDto): Promise<ContactRecordDto> {
    return this.contacts.updateChildren(actor, body);
  }

  @Delete('delete')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a contact from every child' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: CONTACT_NOT_FOUND })
  async delete(@Actor() actor: RequestActor, @Query() query: ContactIdQueryDto): Promise<void> {
    await this.contacts.remove(actor, query.contactId);
  }

  @Post('reorder')
  @Authorize(DIRECTORS_AND_FAMILY)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set a child's emergency call order: exactly that child's contacts, first to call first" })
  @ApiOkResponse({ type: ContactListItemDto, isArray: true })
  reorder(@Actor() actor: RequestActor, @Body() body: ReorderContactsDto): Promise<ContactListItemDto[]> {
    return this.contacts.reorder(actor, body);
  }
}
