import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import { OutboxEmailDto } from './dto/outbox-email.dto';
import { MailService } from './mail.service';

@ApiTags('Mail')
@Controller('admin')
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get('outbox')
  @Authorize({ userTypes: [UserType.Super] })
  @ApiOperation({ summary: 'The last 100 e-mails the gateway sent or kept, newest first' })
  @ApiOkResponse({ type: OutboxEmailDto, isArray: true })
  outbox(): Promise<OutboxEmailDto[]> {
    return this.mail.latest();
  }
}
