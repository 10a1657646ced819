import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { type PhotoStore, folderKey } from './store.ts'

/** Where an S3-compatible bucket is and how to sign in to it. */
export type S3Options = {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Path-style addresses (endpoint/bucket/key), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean
  /** How long a call may take before it is given up (an endpoint that never answers held an upload > 75 s). */
  timeoutMs?: number
}

/** How many single deletes are sent at once when a folder goes. */
const DELETES_AT_ONCE = 8

/** How long one S3 call may take by default, connecting included. */
export const S3_TIMEOUT_MS = 15_000

/** Stores photo files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...). */
export function createS3Store(options: S3Options): PhotoStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestHandler: {
      connectionTimeout: Math.min(5000, options.timeoutMs ?? S3_TIMEOUT_MS),
      requestTimeout: options.timeoutMs ?? S3_TIMEOUT_MS,
      // Without this the SDK only warns when the time is up, and goes on waiting.
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
  })
  const Bucket = options.bucket
  return {
    put: async (key, data, contentType = 'image/webp') => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }))
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    // One page of keys at a time, each deleted by itself: every S3-compatible store has the single
    // delete, not all have the batch one (and a person's files are hundreds, not millions).
    deleteFolder: async (folder) => {
      const Prefix = folderKey(folder)
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }))
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
        for (let start = 0; start < keys.length; start += DELETES_AT_ONCE) {
          await Promise.all(
            keys
              .slice(start, start + DELETES_AT_ONCE)
              .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
          )
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
  }
}
