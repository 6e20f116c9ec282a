// A self-signed certificate for 127.0.0.1, ::1 and localhost, generated once per process at start. A client trusts it
// through the PEM in `cert` (the admin client's `ca` option, or NODE_EXTRA_CA_CERTS pointing at the written file).
import selfsigned from 'selfsigned';

export interface LoopbackCertificate {
  cert: string;
  key: string;
}

let cached: LoopbackCertificate | null = null;

export function createLoopbackCertificate(): LoopbackCertificate {
  if (cached) return cached;
  const generated = selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    days: 30,
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  cached = { cert: generated.cert, key: generated.private };
  return cached;
}
