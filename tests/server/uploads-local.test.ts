/** The upload suite on the local folder (the default storage). */
import { uploadSuite } from './helpers/upload-suite';

uploadSuite('local');
