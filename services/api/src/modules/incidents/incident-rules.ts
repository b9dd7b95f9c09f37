import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { SIGNATURE_PREFIX } from './dto/incident.dto';

/** A tablet's or phone's clock may run a few minutes ahead of the gateway's. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** A report is written the day it happens; a late one still gets a month. */
const OLDEST_REPORT_MS = 31 * 24 * 60 * 60_000;
/** A drawn signature is a small canvas; anything larger is not one. */
const MAX_SIGNATURE_SIDE = 2000;

export const UNREADABLE_SIGNATURE = 'signature could not be read as a drawn signature; clear it and sign again';

/** When it happened is past and within a month; the guardian was told after it happened and not in the future. */
export function assertTimes(body: { occurredAt: string; told?: { at: string } | null }, now: Date): void {
  const occurredAt = new Date(body.occurredAt).getTime();
  if (occurredAt > now.getTime() + CLOCK_SLACK_MS) throw new BadRequestException('occurredAt must not be in the future');
  if (occurredAt < now.getTime() - OLDEST_REPORT_MS) throw new BadRequestException('occurredAt must be within the last 31 days');
  if (!body.told) return;
  const toldAt = new Date(body.told.at).getTime();
  if (toldAt > now.getTime() + CLOCK_SLACK_MS) throw new BadRequestException('told.at must not be in the future');
  if (toldAt < occurredAt) throw new BadRequestException('told.at must come after the incident (occurredAt)');
}

/** The PNG bytes of a drawn signature; anything that is not a readable, non-empty PNG answers 400. */
export async function readSignature(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new BadRequestException(UNREADABLE_SIGNATURE);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format !== 'png' || !width || !height || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) throw new BadRequestException(UNREADABLE_SIGNATURE);
  if (await isBlank(bytes)) throw new BadRequestException('signature is empty; draw your signature');
  return bytes;
}

/** A canvas nobody drew on: every pixel transparent, or every pixel the same opaque colour. */
async function isBlank(bytes: Buffer): Promise<boolean> {
  const { channels } = await sharp(bytes).ensureAlpha().stats();
  const alpha = channels[3];
  if (alpha.max === 0) return true;
  return alpha.min === alpha.max && channels.slice(0, 3).every((channel) => channel.min === channel.max);
}
