import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND, MEDICATION_DOSE_NOT_FOUND, MEDICATION_INTERVAL_NOT_FOUND, MEDICATION_NOT_FOUND, ROOM_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { DosesService } from './doses.service';
import { MedicationsService } from './medications.service';
import {
  CorrectDoseDto,
  CreateMedicationDto,
  DoseIdQueryDto,
  DueDoseDto,
  DueQueryDto,
  GiveDoseDto,
  HistoryQueryDto,
  IntervalIdQueryDto,
  MedicationDetailDto,
  MedicationDoseDto,
  MedicationDto,
  MedicationHistoryDto,
  MedicationIdQueryDto,
  MedicationIntervalDetailDto,
  MedicationListQueryDto,
  SignMedicationDto,
  UpdateMedicationDto,
} from './dto/medication.dto';

const STAFF_SIDE: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super], roles: ['MEDICATIONS'] };
const TABLETS: AccessRule = { userTypes: [UserType.Tablet] };
const GUARDIANS: AccessRule = { userTypes: [UserType.User] };
/** Families read their own children's; staff and directors with the medication role and room tablets read the daycare side's. */
const READERS: AccessRule[] = [GUARDIANS, STAFF_SIDE, TABLETS];
/** Staff and directors with the medication role give doses; a room tablet gives them for its room. */
const GIVERS: AccessRule[] = [STAFF_SIDE, TABLETS];
/** Guardians authorise their children's medication; directors may enter it for the family. */
const AUTHORISERS: AccessRule[] = [GUARDIANS, { userTypes: [UserType.Admin, UserType.Super], roles: ['MEDICATIONS'] }];

/** Medication: guardians' signed authorisations and the record of each dose given. */
@ApiTags('Medication')
@Controller('medication')
export class MedicationsController {
  constructor(
    private readonly medications: MedicationsService,
    private readonly doses: DosesService,
  ) {}

  @Get('list')
  @Authorize(...READERS)
  @ApiOperation({ summary: "A child's authorisations, or those of every child the caller reaches (ended ones for 90 days), current ones first" })
  @ApiOkResponse({ type: MedicationDto, isArray: true })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: MedicationListQueryDto): Promise<MedicationDto[]> {
    return this.medications.list(user, query.childId);
  }

  @Get('byId')
  @Authorize(...READERS)
  @ApiOperation({ summary: 'One authorisation with its signature and every dose given' })
  @ApiOkResponse({ type: MedicationDetailDto })
  @ApiNotFoundResponse({ description: MEDICATION_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: MedicationIdQueryDto): Promise<MedicationDetailDto> {
    return this.medications.byId(user, query.medicationId);
  }

  @Post('create')
  @Authorize(...AUTHORISERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Authorise a medication: a guardian signs it (typed name and drawn signature); a director's waits for a guardian's signature" })
  @ApiOkResponse({ type: MedicationDetailDto })
  @ApiBadRequestResponse({ description: 'Dates or schedule that do not fit together, an expired medicine, or a missing signature' })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  create(@Actor() actor: RequestActor, @Body() body: CreateMedicationDto): Promise<MedicationDetailDto> {
    return this.medications.create(actor, body);
  }

  @Post('update')
  @Authorize(...AUTHORISERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change an authorisation; it needs a guardian’s signature again' })
  @ApiOkResponse({ type: MedicationDetailDto })
  @ApiBadRequestResponse({ description: 'Dates or schedule that do not fit together, an expired medicine, or a missing signature' })
  @ApiNotFoundResponse({ description: MEDICATION_NOT_FOUND })
  update(@Actor() actor: RequestActor, @Body() body: UpdateMedicationDto): Promise<MedicationDetailDto> {
    return this.medications.update(actor, body);
  }

  @Post('sign')
  @Authorize(GUARDIANS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A guardian signs an authorisation a director entered or changed' })
  @ApiOkResponse({ type: MedicationDetailDto })
  @ApiBadRequestResponse({ description: 'Already signed' })
  @ApiNotFoundResponse({ description: MEDICATION_NOT_FOUND })
  sign(@Actor() actor: RequestActor, @Body() body: SignMedicationDto): Promise<MedicationDetailDto> {
    return this.medications.sign(actor, body);
  }

  @Get('due')
  @Authorize(...GIVERS)
  @ApiOperation({ summary: "Today's doses of a room's children: given, due, later today or as needed (a tablet: its own room)" })
  @ApiOkResponse({ type: DueDoseDto, isArray: true })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  due(@CurrentUser() user: AuthenticatedUser, @Query() query: DueQueryDto): Promise<DueDoseDto[]> {
    return this.doses.due(user, query.roomId);
  }

  @Get('interval')
  @Authorize(...GIVERS)
  @ApiOperation({ summary: "A dose time with its authorisation, today's doses and why a dose cannot be given now, if it cannot" })
  @ApiOkResponse({ type: MedicationIntervalDetailDto })
  @ApiNotFoundResponse({ description: MEDICATION_INTERVAL_NOT_FOUND })
  interval(@CurrentUser() user: AuthenticatedUser, @Query() query: IntervalIdQueryDto): Promise<MedicationIntervalDetailDto> {
    return this.doses.interval(user, query.intervalId);
  }

  @Post('give')
  @Authorize(...GIVERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Record a dose given; refused with the reason when the authorisation does not allow it' })
  @ApiOkResponse({ type: MedicationDoseDto })
  @ApiBadRequestResponse({ description: 'Not signed, outside its dates, expired medicine, too early, over the daily maximum, or an emergency dose without a witness' })
  @ApiNotFoundResponse({ description: MEDICATION_INTERVAL_NOT_FOUND })
  give(@Actor() actor: RequestActor, @Body() body: GiveDoseDto): Promise<MedicationDoseDto> {
    return this.doses.give(actor, body);
  }

  @Get('dose')
  @Authorize(...READERS)
  @ApiOperation({ summary: 'One dose given' })
  @ApiOkResponse({ type: MedicationDoseDto })
  @ApiNotFoundResponse({ description: MEDICATION_DOSE_NOT_FOUND })
  dose(@CurrentUser() user: AuthenticatedUser, @Query() query: DoseIdQueryDto): Promise<MedicationDoseDto> {
    return this.doses.dose(user, query.doseId);
  }

  @Post('correctDose')
  @Authorize(...GIVERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Correct a dose's time, amount or note; the correction is audited" })
  @ApiOkResponse({ type: MedicationDoseDto })
  @ApiBadRequestResponse({ description: 'A time in the future' })
  @ApiNotFoundResponse({ description: MEDICATION_DOSE_NOT_FOUND })
  correctDose(@Actor() actor: RequestActor, @Body() body: CorrectDoseDto): Promise<MedicationDoseDto> {
    return this.doses.correct(actor, body);
  }

  @Get('history')
  @Authorize(...READERS)
  @ApiOperation({ summary: "Doses given, newest first, a page at a time: a child's or every child's the caller reaches" })
  @ApiOkResponse({ type: MedicationHistoryDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  history(@CurrentUser() user: AuthenticatedUser, @Query() query: HistoryQueryDto): Promise<MedicationHistoryDto> {
    return this.doses.history(user, query.childId, query.before);
  }
}
