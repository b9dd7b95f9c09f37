import PDFDocument from 'pdfkit';

export interface PdfColumn {
  header: string;
  /** A share of the page's width; the shares of a table need not add up to anything. */
  share: number;
}

export interface ReportPdfOptions {
  /** The first line of every page: what the document is. */
  title: string;
  /** Under the title: whose and when (the daycare, the room, the day). */
  subtitle: string;
  /** At the bottom of every page, before the page number: when it was printed. */
  footer: string;
  /** "Page {{page}} of {{pages}}" in the reader's language. */
  pageLabel: (page: number, pages: number) => string;
}

const MARGIN = 48;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const WARNING = '#b91c1c';

/**
 * The one layout of the product's printed reports (logs, records, receipts): a title and subtitle,
 * headings, paragraphs and tables that break across pages with their header repeated, and a footer
 * with the print time and page numbers. US Letter, the standard PDF fonts.
 */
export class ReportPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(private readonly options: ReportPdfOptions) {
    this.doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true, info: { Title: options.title } });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(BOLD).fontSize(18).fillColor(INK).text(options.title);
    this.doc.font(FONT).fontSize(11).fillColor(MUTED).text(options.subtitle).moveDown(1);
  }

  heading(text: string): this {
    this.ensureRoom(48);
    this.doc.moveDown(0.5).font(BOLD).fontSize(12).fillColor(INK).text(text, MARGIN).moveDown(0.2);
    return this;
  }

  paragraph(text: string, tone: 'normal' | 'muted' | 'warning' = 'normal'): this {
    this.doc.font(FONT).fontSize(10).fillColor(tone === 'warning' ? WARNING : tone === 'muted' ? MUTED : INK).text(text, MARGIN);
    return this;
  }

  /** A picture (PNG or JPEG bytes) at most `width` by `height` points, kept in proportion, with a thin frame. */
  image(bytes: Buffer, width: number, height: number): this {
    this.ensureRoom(height + 8);
    const top = this.doc.y + 4;
    this.doc.image(bytes, MARGIN, top, { fit: [width, height] });
    this.doc.rect(MARGIN, top, width, height).strokeColor(RULE).lineWidth(0.5).stroke();
    this.doc.y = top + height + 6;
    this.doc.x = MARGIN;
    return this;
  }

  /** Rows flagged `true` in `warnings` are printed in the warning colour. */
  table(columns: readonly PdfColumn[], rows: readonly string[][], warnings: readonly boolean[] = []): this {
    const widths = this.widthsOf(columns);
    this.row(columns.map((column) => column.header), widths, { bold: true });
    rows.forEach((cells, index) => {
      if (this.ensureRoom(this.heightOf(cells, widths) + 8)) this.row(columns.map((column) => column.header), widths, { bold: true });
      this.row(cells, widths, { warning: warnings[index] });
    });
    this.doc.moveDown(0.5);
    return this;
  }

  /** Writes the footers and answers the whole document. */
  async toBuffer(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page += 1) {
      this.doc.switchToPage(page);
      const y = this.doc.page.height - MARGIN + 16;
      const footer = `${this.options.footer} · ${this.options.pageLabel(page - start + 1, count)}`;
      // Below the bottom margin: without lifting it pdfkit would start a new page.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.font(FONT).fontSize(8).fillColor(MUTED).text(footer, MARGIN, y, { width: this.contentWidth(), align: 'center', lineBreak: false });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.done;
  }

  private row(cells: readonly string[], widths: readonly number[], style: { bold?: boolean; warning?: boolean }): void {
    const top = this.doc.y;
    const height = this.heightOf(cells, widths, style.bold);
    this.doc.font(style.bold ? BOLD : FONT).fontSize(9).fillColor(style.warning ? WARNING : INK);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      this.doc.text(cell, x + 2, top + 3, { width: widths[index] - 4 });
      x += widths[index];
    });
    this.doc.moveTo(MARGIN, top + height + 6).lineTo(MARGIN + this.contentWidth(), top + height + 6).strokeColor(RULE).lineWidth(0.5).stroke();
    this.doc.y = top + height + 8;
    this.doc.x = MARGIN;
  }

  private heightOf(cells: readonly string[], widths: readonly number[], bold = false): number {
    this.doc.font(bold ? BOLD : FONT).fontSize(9);
    return Math.max(...cells.map((cell, index) => this.doc.heightOfString(cell, { width: widths[index] - 4 })));
  }

  /** Starts a new page when less than `height` is left on this one; answers whether it did. */
  private ensureRoom(height: number): boolean {
    if (this.doc.y + height <= this.doc.page.height - MARGIN) return false;
    this.doc.addPage();
    return true;
  }

  private widthsOf(columns: readonly PdfColumn[]): number[] {
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    return columns.map((column) => (this.contentWidth() * column.share) / total);
  }

  private contentWidth(): number {
    return this.doc.page.width - 2 * MARGIN;
  }
}
