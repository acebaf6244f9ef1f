/** The upload suite on an S3-compatible server (s3rver, started in-process). */
import { uploadSuite } from './helpers/upload-suite';

uploadSuite('s3');
