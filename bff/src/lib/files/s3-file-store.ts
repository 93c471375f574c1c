/**
 * A FileStore in an S3 bucket (AWS S3, MinIO, any S3 API), so every replica of a fleet reads what another wrote: keys
 * under a folder-like prefix (`exports/`, `uploads/`), written as they stream (a multipart upload, committed only when
 * the last chunk is in, so a failed write leaves nothing), read as a stream. S3 has no rename: a move is a copy and a
 * delete, and the copy's age counts from the move. Expiry lists the prefix and compares each object's LastModified,
 * so the sweep the disk store uses works unchanged (a bucket lifecycle rule may expire them as well).
 */
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertFileKey, isFileKey, type FileStore, type StoredFile } from './file-store';

export interface S3Place {
  client: S3Client;
  bucket: string;
  /** Prepended to every key, e.g. `exports/`. */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

function unlessMissing<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isMissing(error)) return fallback;
    throw error;
  };
}

export class S3FileStore implements FileStore {
  constructor(private readonly place: S3Place) {}

  private objectKey(key: string): string {
    return `${this.place.prefix}${assertFileKey(key)}`;
  }

  async write(key: string, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<number> {
    const { client, bucket } = this.place;
    const Key = this.objectKey(key);
    if (content instanceof Uint8Array) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: content }));
      return content.length;
    }
    const chunks = content;
    let bytes = 0;
    const source: { failure?: { error: unknown } } = {};
    async function* counted(): AsyncIterable<Uint8Array> {
      try {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          yield chunk;
        }
      } catch (error) {
        source.failure = { error };
        throw error;
      }
    }
    try {
      await new Upload({ client, params: { Bucket: bucket, Key, Body: Readable.from(counted()) } }).done();
    } catch (error) {
      // The upload is aborted, nothing committed; the chunks' own failure is the one to pass on.
      throw source.failure ? source.failure.error : error;
    }
    return bytes;
  }

  async read(key: string): Promise<Uint8Array | null> {
    const answer = await this.get(key);
    return answer ? answer.Body!.transformToByteArray() : null;
  }

  async open(key: string): Promise<StoredFile | null> {
    const answer = await this.get(key);
    if (!answer) return null;
    return { size: answer.ContentLength ?? 0, stream: answer.Body!.transformToWebStream() };
  }

  async size(key: string): Promise<number | null> {
    const { client, bucket } = this.place;
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: this.objectKey(key) })).catch(unlessMissing(null));
    return head ? (head.ContentLength ?? 0) : null;
  }

  async rename(from: string, to: string): Promise<void> {
    const { client, bucket } = this.place;
    const source = this.objectKey(from);
    await client.send(
      new CopyObjectCommand({ Bucket: bucket, Key: this.objectKey(to), CopySource: `${bucket}/${source.split('/').map(encodeURIComponent).join('/')}` }),
    );
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
  }

  async remove(key: string): Promise<void> {
    const { client, bucket } = this.place;
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: this.objectKey(key) })).catch(unlessMissing(undefined));
  }

  async olderThan(ageMs: number, now: number): Promise<string[]> {
    const { client, bucket, prefix } = this.place;
    const old: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
      for (const { Key, LastModified } of page.Contents ?? []) {
        const key = Key?.slice(prefix.length) ?? '';
        if (isFileKey(key) && LastModified && now - LastModified.getTime() > ageMs) old.push(key);
      }
    }
    return old;
  }

  private get(key: string) {
    const { client, bucket } = this.place;
    return client.send(new GetObjectCommand({ Bucket: bucket, Key: this.objectKey(key) })).catch(unlessMissing(null));
  }
}
