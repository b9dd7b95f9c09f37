import { spawn } from 'node:child_process';
import path from 'node:path';

const READ_PDF = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
process.stdout.write((await parser.getText()).text);
await parser.destroy();`;

/**
 * The text of a PDF as pdf.js reads it, whitespace folded. pdf.js loads its worker with a dynamic
 * import, which jest's module sandbox refuses, so it runs in a plain Node process.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', READ_PDF], { cwd: path.join(__dirname, '..') });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8').replace(/\s+/g, ' ')) : reject(new Error(Buffer.concat(err).toString('utf8')))));
    child.stdin.end(pdf);
  });
}
