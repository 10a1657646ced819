// A loopback server answering S3's object calls (path style), as MinIO or AWS would, keeping the
// objects and the signed requests it saw: for tests of the S3 file store and of what lives in it.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeS3 = {
  endpoint: string
  /** Objects by path, "/bucket/key". */
  objects: Map<string, Buffer>
  seen: { method: string; url: string; authorization: string; contentType?: string }[]
  close: () => Promise<void>
}

/**
 * Starts the loopback S3; the bucket `sage-photos` exists. A listing gives at most `pageSize` keys
 * a page (S3's is 1,000), so a test can see the pages followed.
 */
export async function startFakeS3({ pageSize = 1000 }: { pageSize?: number } = {}): Promise<FakeS3> {
  const objects = new Map<string, Buffer>()
  const seen: FakeS3['seen'] = []
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const [rawPath, rawQuery = ''] = (request.url ?? '').split('?')
      const url = decodeURIComponent(rawPath!)
      const query = new URLSearchParams(rawQuery)
      seen.push({
        method: request.method ?? '',
        url,
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'],
      })
      if (request.method === 'PUT') {
        objects.set(url, Buffer.concat(chunks))
        response.writeHead(200, { etag: '"abc"' }).end()
      } else if (request.method === 'GET' && query.get('list-type') === '2') {
        response.writeHead(200, { 'content-type': 'application/xml' }).end(listing(url, query))
      } else if (request.method === 'GET') {
        const object = objects.get(url)
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The key does not exist.</Message></Error>')
          return
        }
        response.writeHead(200, { 'content-type': 'image/webp', 'content-length': object.length }).end(object)
      } else if (request.method === 'HEAD') {
        response.writeHead(url.replace(/\/$/, '') === '/sage-photos' ? 200 : 404).end()
      } else if (request.method === 'DELETE') {
        objects.delete(url)
        response.writeHead(204).end()
      } else {
        response.writeHead(405).end()
      }
    })
  }
  // ListObjectsV2: the keys under a prefix in order, a page at a time; the token is the last key given.
  const listing = (bucketPath: string, query: URLSearchParams) => {
    const bucket = `${bucketPath.replace(/\/$/, '')}/`
    const prefix = query.get('prefix') ?? ''
    const after = query.get('continuation-token') ?? ''
    const keys = [...objects.keys()]
      .filter((path) => path.startsWith(bucket + prefix))
      .map((path) => path.slice(bucket.length))
      .sort()
      .filter((key) => key > after)
    const page = keys.slice(0, pageSize)
    const truncated = keys.length > page.length
    const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${xml(bucket.slice(1, -1))}</Name><Prefix>${xml(prefix)}</Prefix>`,
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
      ...page.map(
        (key) => `<Contents><Key>${xml(key)}</Key><Size>${objects.get(bucket + key)!.length}</Size></Contents>`,
      ),
      truncated ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>` : '',
      '</ListBucketResult>',
    ].join('')
  }
  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
