import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/authorization/access.decorators';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Whether the gateway and its database answer' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database does not answer' })
  async check(): Promise<HealthDto> {
    const report = await this.health.report();
    if (report.database === 'down') throw new ServiceUnavailableException(report);
    return report;
  }
}
