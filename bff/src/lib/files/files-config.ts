/** Where the fleet keeps its files: the FILES_* settings read by config.ts, and the rule that a fleet shares them. */

export interface FilesS3Config {
  bucket: string;
  /** An S3 API other than AWS; null: AWS S3 in `region`. */
  endpoint: string | null;
  region: string;
  pathStyle: boolean;
}

/** S3's rule for a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z]{2}(-[a-z0-9]+)+$/;

export function filesS3Of(
  read: { bucket: string | undefined; endpoint: string | null; region: string | undefined; pathStyle: boolean },
  problems: string[],
): FilesS3Config | null {
  const region = read.region ?? 'us-east-1';
  if (!REGION.test(region)) problems.push(`FILES_S3_REGION must be a region name like eu-central-1 (got "${region}")`);
  if (!read.bucket) return null;
  if (!BUCKET.test(read.bucket))
    problems.push(`FILES_S3_BUCKET must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${read.bucket}")`);
  return { bucket: read.bucket, endpoint: read.endpoint, region, pathStyle: read.pathStyle };
}

/**
 * Several processes on one Redis each keep files on their own disk unless told otherwise: an export made on one
 * replica would answer 404 on another, and an import taken over after its replica died would find no workbook.
 * Production refuses that; a shared bucket or a folder every replica mounts is required.
 */
export function unsharedFileProblems(setting: { production: boolean; redis: unknown; filesS3: FilesS3Config | null; sharedDisk: boolean }): string[] {
  if (!setting.production || !setting.redis || setting.filesS3 || setting.sharedDisk) return [];
  return [
    'With Redis (REDIS_URL or REDIS_SENTINELS: several processes) and NODE_ENV=production, files must be shared: set FILES_S3_BUCKET (with FILES_S3_ENDPOINT for MinIO or another S3 API), or FILES_SHARED_DISK=true when EXPORT_DIR and UPLOAD_DIR are folders every process mounts',
  ];
}
