import { type CanActivate, Controller, type ExecutionContext, ForbiddenException, Injectable, type MessageEvent, Req, Sse, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { AccessService } from '../../common/access';
import { Authorize } from '../../common/authorization/access.decorators';
import { FamilyStreams } from './family-streams.service';

export const NO_FAMILY = 'Your account is not part of a family yet';

type FamilyRequest = FastifyRequest & { family?: { daycareId: number; familyId: number } };

/**
 * Finds the guardian's family before the stream opens: once the event stream's headers are out,
 * a refusal could no longer be a 403.
 */
@Injectable()
class GuardianFamilyGuard implements CanActivate {
  constructor(private readonly access: AccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FamilyRequest>();
    const scope = await this.access.scope(request.user!);
    if (scope.kind !== 'guardian' || !scope.familyId) throw new ForbiddenException(NO_FAMILY);
    request.family = { daycareId: scope.daycareId, familyId: scope.familyId };
    return true;
  }
}

/** A guardian's live events: what the hub tells the daycare side about their family, as server-sent events. */
@ApiTags('Live')
@Controller('family')
export class FamilyLiveController {
  constructor(private readonly streams: FamilyStreams) {}

  @Sse('live')
  @Authorize({ userTypes: [UserType.User] })
  @UseGuards(GuardianFamilyGuard)
  @ApiOperation({ summary: "The family's live events (daily reports...) as server-sent events; the stream ends after 10 minutes and the client opens a new one" })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream: each event is named as the hub event (OnDailyReport) and carries its payload as JSON' })
  live(@Req() request: FamilyRequest): Observable<MessageEvent> {
    const { daycareId, familyId } = request.family!;
    return this.streams.open(daycareId, familyId);
  }
}
