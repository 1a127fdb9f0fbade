// The Studio's own address is HTTPS over HTTP/2. The Studio keeps about seven change streams (listen) open
// at once, and a browser gives a host only six HTTP/1.1 connections: over plain HTTP the seventh request —
// the document a volunteer opens — waits for ever. HTTP/2 carries them all on one connection, and browsers
// speak it only over TLS, hence a certificate for this machine's names, made here and self-signed (the
// browser asks once to trust it; the tests tell Chromium to).
import {mkdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {generate} from 'selfsigned'

export type Certificate = {key: string; cert: string}

/** The names the Studio is opened by: its project's host under localhost, and localhost itself. */
export const STUDIO_HOST_NAMES = ['opl-local.localhost', 'localhost']
/** How long a made certificate stays valid (a working copy keeps its certificate, so the browser's trust lasts). */
const CERTIFICATE_DAYS = 365

export async function makeCertificate(): Promise<Certificate> {
  const notAfterDate = new Date(Date.now() + CERTIFICATE_DAYS * 24 * 60 * 60 * 1000)
  const pems = await generate([{name: 'commonName', value: STUDIO_HOST_NAMES[0]!}], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [{name: 'subjectAltName', altNames: [...STUDIO_HOST_NAMES.map((value) => ({type: 2 as const, value})), {type: 7 as const, ip: '127.0.0.1'}]}],
  })
  return {key: pems.private, cert: pems.cert}
}

/** The certificate kept in `dir` (made and stored there the first time). */
export async function storedCertificate(dir: string): Promise<Certificate> {
  const [keyFile, certFile] = [path.join(dir, 'studio-key.pem'), path.join(dir, 'studio-cert.pem')]
  try {
    return {key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8')}
  } catch {
    const made = await makeCertificate()
    await mkdir(dir, {recursive: true})
    await writeFile(keyFile, made.key, {mode: 0o600})
    await writeFile(certFile, made.cert)
    return made
  }
}
