import type { Language } from '@daycare/shared';
import { ReportPdf } from '../../common/pdf/report-pdf';
import { catalogueIn, fillText } from '../../common/texts/fill-text';
import type { IncidentAmendmentDto, IncidentDto, InjuryDto } from './dto/incident.dto';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

const CATALOGUES: Record<Language, typeof en> = { en, 'pt-BR': ptBR };
type Texts = (typeof en)['pdf'];

/** What the printed report shows: the whole report but its photos (counted) and the caller's rights. */
export type PrintedIncident = Pick<IncidentDto, 'id' | 'occurredAt' | 'summary' | 'location' | 'injuries' | 'firstAid' | 'witnesses' | 'told' | 'reportedBy' | 'createdAt'> & {
  child: { label: string };
  signature: (Omit<NonNullable<IncidentDto['signature']>, 'image'> & { image: string | Buffer }) | null;
  amendments: Pick<IncidentAmendmentDto, 'text' | 'addedBy' | 'addedAt'>[];
  photoCount: number;
};

export interface PrintContext {
  language: Language;
  timeZone: string;
  daycare: string;
  reader: string;
  now: Date;
}

/** One incident report as a PDF in the reader's language, with the guardian's drawn signature. */
export async function incidentPdf(incident: PrintedIncident, context: PrintContext): Promise<{ fileName: string; pdf: Buffer }> {
  const texts = catalogueIn(CATALOGUES, context.language).pdf;
  const at = new Intl.DateTimeFormat(context.language, { timeZone: context.timeZone, dateStyle: 'full', timeStyle: 'short' });
  const time = (value: string | Date) => at.format(new Date(value));
  const document = new ReportPdf({
    title: texts.title,
    subtitle: fillText(texts.subtitle, { child: incident.child.label, daycare: context.daycare }),
    footer: fillText(texts.footer, { time: time(context.now), name: context.reader }),
    pageLabel: (page, pages) => fillText(texts.page, { page: String(page), pages: String(pages) }),
  });
  document.heading(texts.when).paragraph(time(incident.occurredAt));
  document.heading(texts.where).paragraph(incident.location ?? texts.none);
  document.heading(texts.what).paragraph(incident.summary);
  writeInjuries(document, incident.injuries, texts);
  document.heading(texts.firstAid).paragraph(incident.firstAid ?? texts.none, incident.firstAid ? 'normal' : 'muted');
  document.heading(texts.witnesses).paragraph(incident.witnesses.length ? incident.witnesses.join(', ') : texts.none, incident.witnesses.length ? 'normal' : 'muted');
  document.heading(texts.told);
  if (incident.told) document.paragraph(fillText(texts.toldLine, { guardian: incident.told.guardian?.label ?? '—', how: texts.toldHow[incident.told.how], time: time(incident.told.at) }));
  else document.paragraph(texts.notTold, 'warning');
  if (incident.reportedBy) document.paragraph(fillText(texts.reportedBy, { name: incident.reportedBy.label, time: time(incident.createdAt) }), 'muted');
  if (incident.photoCount) document.paragraph(fillText(texts.photos, { count: String(incident.photoCount) }), 'muted');
  writeSignature(document, incident, texts, time);
  if (incident.amendments.length) {
    document.heading(texts.amendments);
    for (const amendment of incident.amendments) document.paragraph(fillText(texts.amendmentLine, { time: time(amendment.addedAt), name: amendment.addedBy.label, text: amendment.text }));
  }
  // The daycare's day, written as YYYY-MM-DD whatever the reader's language.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: context.timeZone }).format(new Date(incident.occurredAt));
  return { fileName: fillText(texts.fileName, { child: incident.child.label, day, number: String(incident.id) }), pdf: await document.toBuffer() };
}

function writeInjuries(document: ReportPdf, injuries: readonly InjuryDto[], texts: Texts): void {
  document.heading(texts.injuries);
  if (!injuries.length) {
    document.paragraph(texts.noInjuries, 'muted');
    return;
  }
  const rows = injuries.map((injury) => [texts.sides[injury.side], regionOf(injury, texts.regions), injury.label]);
  document.table([{ header: texts.columns.side, share: 1 }, { header: texts.columns.where, share: 2 }, { header: texts.columns.label, share: 3 }], rows);
}

function writeSignature(document: ReportPdf, incident: PrintedIncident, texts: Texts, time: (value: string) => string): void {
  document.heading(texts.signature);
  const { signature } = incident;
  if (!signature) {
    document.paragraph(texts.notSigned, 'warning');
    return;
  }
  const image = typeof signature.image === 'string' ? Buffer.from(signature.image.replace(/^data:image\/png;base64,/, ''), 'base64') : signature.image;
  document.image(image, 240, 80);
  document.paragraph(fillText(texts.signedLine, { name: signature.name, account: signature.by.label, time: time(signature.at), ip: signature.ip }));
}

/** A mark's place in words ("head, left"): the outline's thirds across and its bands down. */
function regionOf(injury: InjuryDto, regions: Texts['regions']): string {
  const band = injury.y < 0.2 ? regions.head : injury.y < 0.45 ? regions.upper : injury.y < 0.6 ? regions.lower : regions.legs;
  // The outline faces the reader: on the front its left is the child's right; on the back they agree.
  const childsRight = injury.side === 'front' ? injury.x < 0.4 : injury.x > 0.6;
  const childsLeft = injury.side === 'front' ? injury.x > 0.6 : injury.x < 0.4;
  return `${band}, ${childsRight ? regions.right : childsLeft ? regions.left : regions.centre}`;
}
