import { Module } from '@nestjs/common';
import { ChartsController } from './charts.controller';
import { ChartsService } from './charts.service';

/** Chart data for the director's home and the family page. */
@Module({
  controllers: [ChartsController],
  providers: [ChartsService],
})
export class ChartsModule {}
