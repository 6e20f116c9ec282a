// Raw, gzip (-9) and brotli (quality 11) byte counts of a file: the same settings as scripts/size.mjs.
import fs from 'node:fs';
import zlib from 'node:zlib';

export interface SizeFigures {
  raw: number;
  gzip: number;
  brotli: number;
}

export function measureBytes(buffer: Uint8Array): SizeFigures {
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function measureFile(file: string): SizeFigures {
  return measureBytes(fs.readFileSync(file));
}
