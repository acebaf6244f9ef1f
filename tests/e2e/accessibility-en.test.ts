/** axe-core over every screen in English: see `a11y-axe.ts`. */
import { axeEveryScreenIn } from './a11y-axe';

axeEveryScreenIn('en');
